// A chart's legend as plain HTML: a swatch drawn with the series' colour and dash, and its
// name. (recharts' Legend measures itself and redraws the chart on every update.)
export interface LegendItem {
  name: string;
  color: string;
  dash?: string;
  width?: number;
  /** The ghost (A) is drawn faded; its swatch is too, so the legend tells A from B. */
  opacity?: number;
}

export function SeriesLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="series-legend">
      {items.map((item) => (
        <li key={item.name}>
          <svg width="28" height="10" aria-hidden="true">
            <line
              x1="0"
              y1="5"
              x2="28"
              y2="5"
              stroke={item.color}
              strokeWidth={item.width ?? 3}
              strokeDasharray={item.dash}
              strokeOpacity={item.opacity ?? 1}
            />
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
