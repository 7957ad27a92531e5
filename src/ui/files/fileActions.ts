// What the file menu does: import a scenario file, export the scenario, the run's metrics
// and a chart. Reads and writes the store; the pure parts live in src/scenarios/files.ts.
import { i18n } from '../i18n/i18n';
import { downloadTextFile, readTextFile } from '../../scenarios/browserFiles';
import {
  MAX_SCENARIO_FILE_BYTES,
  exportScenarioJson,
  framesToCsv,
  importScenarioJson,
  scenarioFileName,
} from '../../scenarios/files';
import { appStore } from '../../store/appStore';
import { chartFileName, downloadBlob, svgToPng, type PngLegendItem } from './chartPng';
import { showFileNotice } from './fileNotice';
import { notReplacedDetail, replaceWork } from './replacedWorkActions';

export async function importScenarioFile(file: File): Promise<void> {
  let text: string;
  try {
    text = await readTextFile(file, MAX_SCENARIO_FILE_BYTES);
  } catch (error) {
    return showFileNotice({
      kind: 'error',
      title: i18n.t('files.notOpened', { name: file.name }),
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  const result = importScenarioJson(text);
  if (!result.ok) {
    return showFileNotice({
      kind: 'error',
      title: i18n.t('files.notOpenedUnchanged', { name: file.name }),
      detail: result.error,
    });
  }
  const replaced = replaceWork(result.scenario, null);
  if (!replaced.ok) {
    return showFileNotice({
      kind: 'error',
      title: i18n.t('files.notOpenedUnchanged', { name: file.name }),
      detail: notReplacedDetail(replaced.error),
    });
  }
  showFileNotice(
    result.migratedFrom !== undefined
      ? {
          kind: 'info',
          title: i18n.t('files.opened', { name: file.name }),
          detail: i18n.t('files.migrated', { from: result.migratedFrom }),
        }
      : null,
  );
}

export function exportScenario(): void {
  const { scenario } = appStore.getState();
  downloadTextFile(scenarioFileName(scenario), exportScenarioJson(scenario), 'application/json');
}

/** Metrics file name: the scenario's, with `.metrics.csv`. */
export function exportMetricsCsv(): void {
  const { scenario, framesNow } = appStore.getState();
  const name = scenarioFileName(scenario).replace(/\.scenario\.json$/, '');
  // Not `frames`: it is republished at most 4 times a second, and an export right after a
  // step missed the seconds that step ran.
  downloadTextFile(`${name}.metrics.csv`, framesToCsv(framesNow()), 'text/csv');
}

/** The first opaque background behind `element` (the chart's card), so the PNG matches. */
function backgroundBehind(element: Element): string {
  for (let el: Element | null = element; el; el = el.parentElement) {
    const colour = getComputedStyle(el).backgroundColor;
    if (colour && colour !== 'transparent' && colour !== 'rgba(0, 0, 0, 0)') return colour;
  }
  return '#ffffff';
}

/** The card's HTML legend (SeriesLegend) as the image draws it, colours resolved. */
function legendOf(card: Element | null): PngLegendItem[] {
  return [...(card?.querySelectorAll('.series-legend li') ?? [])].map((li) => {
    const line = li.querySelector('line');
    const style = line ? getComputedStyle(line) : null;
    const dash = style?.strokeDasharray;
    return {
      name: li.textContent?.trim() ?? '',
      color: style?.stroke ?? 'currentColor',
      ...(dash && dash !== 'none' ? { dash } : {}),
      opacity: Number(style?.strokeOpacity ?? 1),
    };
  });
}

export async function exportChartPng(title: string, svg: SVGSVGElement): Promise<void> {
  try {
    const cardElement = svg.closest('.chart-card');
    const card = getComputedStyle(cardElement ?? document.body);
    const frame = {
      background: backgroundBehind(svg),
      title,
      textColour: card.color,
      fontFamily: card.fontFamily,
      legend: legendOf(cardElement),
    };
    downloadBlob(chartFileName(title), await svgToPng(svg, frame));
  } catch (error) {
    showFileNotice({
      kind: 'error',
      title: i18n.t('files.chartFailed', { title }),
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}
