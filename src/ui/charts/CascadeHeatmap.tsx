// The cascade in one picture: services (entry at the top, leaves at the bottom) × time,
// each cell coloured and patterned by health, so the failure is seen climbing the graph.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/lessons';
import { memo, useMemo, useRef, type KeyboardEvent } from 'react';
import { percent } from '../graph/health';
import { cascadeGrid, columnAfterKey, describeCascade, describeColumn } from './cascadeGrid';
import { ChartCard } from './ChartCard';
import type { ChangeMarker } from './timeSeries';
import { formatMs } from '../graph/toFlowElements';
import { useNormalLatencies } from '../graph/useNormalLatencies';
import { scenarioCauses, startedAtMs } from '../graph/scenarioCauses';
import { useAppStore } from '../../store/useAppStore';
import { selectScenario } from '../../store/selectors';
import { useChartFrames } from './useChartFrames';
import { sentenceFormat } from '../i18n/sentenceFormat';
import type { HealthLevel } from '../graph/health';

const MAX_COLUMNS = 120;
const CELL_TITLE_NAMES = ['service', 'time', 'level', 'busy', 'errors', 'p99'] as const;

interface Props {
  windowS: number;
  services: readonly string[];
  cursorS: number | null;
  setCursor: (ms: number | null) => void;
  /** Changes made during the run, drawn as thin labelled lines across the services. */
  markers: readonly ChangeMarker[];
}

function CascadeHeatmapView({ windowS, services, cursorS, setCursor, markers }: Props) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  const { frames } = useChartFrames(0, windowS, card);
  const normals = useNormalLatencies();
  const grid = useMemo(
    () => cascadeGrid(frames, services, MAX_COLUMNS, normals),
    [frames, services, normals],
  );
  const scenario = useAppStore(selectScenario);
  // The fault's words are in the page's language: a switch must redo them.
  const language = useLanguage();
  // A retry storm is named from the first second that shows it, if one has.
  const causes = useMemo(
    () =>
      scenarioCauses(scenario).flatMap((c) => {
        const atMs = startedAtMs(c, frames);
        return atMs === undefined
          ? []
          : [{ service: c.service, atS: atMs / 1000, kind: c.words() }];
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language: see above
    [scenario, language, frames],
  );
  // Every cell's title in one sentence, translated once per render (not twice per cell).
  const cellTitle = useMemo(
    () => ({
      words: sentenceFormat((holes) => t('charts.cascadeCell', holes), CELL_TITLE_NAMES),
      levels: new Map<HealthLevel, string>(),
    }),
    [t],
  );
  const levelWords = (level: HealthLevel) => {
    let words = cellTitle.levels.get(level);
    if (words === undefined) cellTitle.levels.set(level, (words = t(`health.${level}`)));
    return words;
  };
  const summary = describeCascade(grid, causes);
  const columns = grid.times.length;
  const cursorColumn =
    cursorS === null
      ? -1
      : grid.times.findIndex((t) => t >= cursorS && t - grid.secondsPerColumn < cursorS);
  // Without a cursor the slider speaks of the newest column.
  const shownColumn = cursorColumn >= 0 ? cursorColumn : columns - 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The arrows belong to the slider here, not to the page's step shortcut: even on an
    // empty heatmap, where they have no column to move to.
    if (columnAfterKey(event.key, 0, 1) === null) return;
    event.preventDefault();
    event.stopPropagation();
    const next = columnAfterKey(event.key, cursorColumn, columns);
    if (next !== null) setCursor((grid.times[next] ?? 0) * 1000);
  };
  return (
    <ChartCard
      cardRef={card}
      title={t('charts.cascadeTitle')}
      subtitle={summary}
      testId="cascade-heatmap"
      drawnToMs={frames.at(-1)?.tMs ?? null}
    >
      {/* One tab stop, not one per cell: the arrows move the charts' cursor column by column
          (a slider over time), and a screen reader hears each service's health there. */}
      <div
        className="heatmap"
        role="slider"
        tabIndex={0}
        aria-label={t('charts.cascadeLabel', { summary })}
        aria-valuemin={grid.times[0] ?? 0}
        aria-valuemax={grid.times[columns - 1] ?? 0}
        aria-valuenow={grid.times[shownColumn] ?? 0}
        aria-valuetext={describeColumn(grid, shownColumn)}
        onKeyDown={onKeyDown}
        data-testid="cascade-slider"
      >
        {grid.rows.map((row) => (
          <div key={row.service} className="heatmap__row">
            <span className="heatmap__name">{row.service}</span>
            <div
              className="heatmap__cells"
              style={{ gridTemplateColumns: `repeat(${Math.max(columns, 1)}, 1fr)` }}
            >
              {row.cells.map((cell, i) => (
                <span
                  key={grid.times[i]}
                  className={`heatmap__cell health-${cell.level}${i === cursorColumn ? ' is-cursor' : ''}`}
                  title={cellTitle.words({
                    service: row.service,
                    time: grid.times[i] ?? 0,
                    level: levelWords(cell.level),
                    busy: percent(cell.saturation),
                    errors: percent(cell.errorRate),
                    p99: formatMs(cell.p99Ms),
                  })}
                  onClick={() => setCursor((grid.times[i] ?? 0) * 1000)}
                />
              ))}
            </div>
          </div>
        ))}
        <div className="heatmap__markers" aria-hidden="true">
          {markerPlaces(markers, grid.times, grid.secondsPerColumn).map((m) => (
            <span
              key={m.tS}
              className="heatmap__marker"
              style={{ left: `${m.percent}%` }}
              title={`${m.tS} s: ${m.label}`}
            >
              <span className="heatmap__marker-label">{m.label}</span>
            </span>
          ))}
        </div>
        <div className="heatmap__axis">
          <span>{grid.times[0] ?? 0} s</span>
          <span>{grid.times[columns - 1] ?? 0} s</span>
        </div>
      </div>
    </ChartCard>
  );
}

/** Where each marker inside the columns' time span falls, in percent of the width. */
function markerPlaces(
  markers: readonly ChangeMarker[],
  times: readonly number[],
  perColumnS: number,
) {
  const from = (times[0] ?? 0) - perColumnS;
  const to = times.at(-1) ?? 0;
  if (to <= from) return [];
  return markers
    .filter((m) => m.tS >= from && m.tS <= to)
    .map((m) => ({ ...m, percent: ((m.tS - from) / (to - from)) * 100 }));
}

export const CascadeHeatmap = memo(CascadeHeatmapView);
