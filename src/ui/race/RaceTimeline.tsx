// One bar per library over the run: the outage as a band, the breaker open from its first
// trip to its first close. Plain SVG: the race needs no chart library.
import type { RaceResult } from '../../sim/libraries';

const ROW_PX = 26;
const LABEL_PX = 270;
/** Room after the plot for the last tick's label. */
const RIGHT_PX = 24;
const WIDTH_PX = 900;

export function RaceTimeline({ result }: { result: RaceResult }) {
  const { outage } = result;
  const plot = WIDTH_PX - LABEL_PX - RIGHT_PX;
  const x = (ms: number) => LABEL_PX + (Math.min(ms, outage.durationMs) / outage.durationMs) * plot;
  const rows = result.tripOrder.map((id) => result.entries.find((e) => e.id === id)!);
  const height = rows.length * ROW_PX + 24;
  return (
    <svg
      className="race-timeline"
      viewBox={`0 0 ${WIDTH_PX} ${height}`}
      role="img"
      aria-label={rows
        .map((e) => `${e.library}: ${e.trippedAtMs ?? '-'}–${e.recoveredAtMs ?? '-'} ms`)
        .join('; ')}
    >
      <rect
        className="race-outage"
        x={x(outage.atMs)}
        y={0}
        width={x(outage.untilMs) - x(outage.atMs)}
        height={rows.length * ROW_PX}
      />
      {rows.map((e, i) => (
        <g key={e.id} transform={`translate(0 ${i * ROW_PX})`}>
          <text x={LABEL_PX - 8} y={ROW_PX / 2 + 5} textAnchor="end">
            {e.library}
          </text>
          <line
            className="race-track"
            x1={LABEL_PX}
            x2={LABEL_PX + plot}
            y1={ROW_PX / 2}
            y2={ROW_PX / 2}
          />
          {e.trippedAtMs !== undefined && (
            <rect
              className="race-open"
              x={x(e.trippedAtMs)}
              y={5}
              width={Math.max(2, x(e.recoveredAtMs ?? outage.durationMs) - x(e.trippedAtMs))}
              height={ROW_PX - 10}
              rx={3}
            />
          )}
        </g>
      ))}
      {[0, 0.25, 0.5, 0.75, 1].map((f) => (
        <text
          key={f}
          className="race-tick"
          x={x(f * outage.durationMs)}
          y={height - 4}
          textAnchor="middle"
        >
          {Math.round((f * outage.durationMs) / 1000)} s
        </text>
      ))}
    </svg>
  );
}
