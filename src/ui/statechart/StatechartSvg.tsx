// Draws a laid-out statechart. Pure presentation: the layout comes from statechartLayout.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LINE_HEIGHT, type StatechartLayout } from './statechartLayout';

interface Props {
  layout: StatechartLayout;
  /** Id of the state the breaker is in now. */
  current?: string;
  /** Id of the arrow of the last transition, and a key that changes with each one. */
  flashArrow?: string;
  flashKey: string;
  /** Many instances at once (retry chains): how many are in each state; those states are lit. */
  counts?: Readonly<Record<string, number | undefined>>;
  /** The accessible name, when not the breaker's. */
  ariaLabel?: string;
  testId?: string;
  /** Drawn at the layout's own size (the page scrolls it) rather than fitted to the panel. */
  naturalSize?: boolean;
}

export function StatechartSvg({
  layout,
  current,
  flashArrow,
  flashKey,
  counts,
  ariaLabel,
  testId = 'statechart',
  naturalSize = false,
}: Props) {
  const { t } = useTranslation();
  // Two charts may share the page: each its own arrowhead id.
  const arrowId = `sc-arrow${useId().replace(/:/g, '')}`;
  const found = layout.states.find((s) => s.id === current)?.label;
  // data-current stays a machine word for the tests; the screen reader hears the language.
  const currentLabel = found ?? 'unknown';
  const lit = (id: string) => id === current || (counts?.[id] ?? 0) > 0;
  const shown = (id: string, label: string) => {
    const count = counts?.[id];
    if (count) return `▶ ${label} ×${count}`;
    return id === current ? `▶ ${label}` : label;
  };
  return (
    <svg
      className="statechart"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={
        ariaLabel ?? t('statechart.svgLabel', { state: found ?? t('statechart.unknownState') })
      }
      data-testid={testId}
      style={naturalSize ? { width: layout.width } : undefined}
      data-current={currentLabel}
    >
      <defs>
        <marker
          id={arrowId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="statechart__arrowhead" />
        </marker>
      </defs>
      {layout.arrows.map((a) => (
        <g key={a.id} className={`statechart__arrow${a.id === flashArrow ? ' is-last' : ''}`}>
          <path d={a.d} markerEnd={`url(#${arrowId})`} />
          {a.id === flashArrow && <path key={flashKey} d={a.d} className="statechart__flash" />}
          <text x={a.labelX} y={a.labelY} textAnchor={a.anchor} className="statechart__label">
            {a.lines.map((line, i) => (
              <tspan key={line} x={a.labelX} dy={i === 0 ? 0 : LINE_HEIGHT}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      ))}
      {layout.states.map((s) => (
        <g
          key={s.id}
          className={`statechart__state state-${s.label.toLowerCase()}${lit(s.id) ? ' is-current' : ''}${s.manual ? ' is-manual' : ''}`}
        >
          <rect
            x={s.x - s.width / 2}
            y={s.y - s.height / 2}
            width={s.width}
            height={s.height}
            rx={s.manual ? 10 : 16}
          />
          <text x={s.x} y={s.y} dy="0.35em" textAnchor="middle">
            {shown(s.id, s.label)}
          </text>
        </g>
      ))}
    </svg>
  );
}
