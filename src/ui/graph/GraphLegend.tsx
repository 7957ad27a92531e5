// What the graph's colours and shapes mean, in words.
export function GraphLegend() {
  return (
    <div className="graph-legend" aria-label="Legend">
      <span className="legend-item health-healthy">
        <span aria-hidden="true">●</span> healthy
      </span>
      <span className="legend-item health-strained" title="≥ 70 % of workers busy or ≥ 5 % errors">
        <span aria-hidden="true">▲</span> strained
      </span>
      <span
        className="legend-item health-saturated"
        title="all workers busy (requests queue) or ≥ 20 % errors"
      >
        <span aria-hidden="true">◆</span> saturated
      </span>
      <span
        className="legend-item health-failing"
        title="≥ 50 % of requests answered with an error"
      >
        <span aria-hidden="true">✖</span> failing
      </span>
      <span className="legend-item">line width = calls/s, red = failing</span>
    </div>
  );
}
