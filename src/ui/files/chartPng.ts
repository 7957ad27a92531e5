// A chart as a PNG: the chart's SVG, with the styles the page's CSS gives it written inline
// (an SVG drawn on its own does not see the page's stylesheets or CSS variables), drawn on a
// canvas at twice the size for sharp slides.
const PNG_SCALE = 2;
const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
] as const;

/** A file name from the chart's title: "users: latency" → "users-latency.png". */
export function chartFileName(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'chart'}.png`;
}

/**
 * Room above the chart for its title.
 * @internal exported for tests
 */
export const TITLE_BAND_PX = 36;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
  );

/** A series as the chart's HTML legend draws it (SeriesLegend), for the image's own legend. */
export interface PngLegendItem {
  name: string;
  color: string;
  dash?: string;
  opacity?: number;
}

export interface PngFrame {
  background: string;
  title: string;
  textColour: string;
  fontFamily: string;
  /** The title's drawn width; estimated from its length when not measured. */
  titleWidthPx?: number;
  legend?: readonly PngLegendItem[];
}

const MARGIN_PX = 12;
/** 17 px bold text: about 10 px a character, for when the title was not measured. */
const TITLE_CHAR_PX = 10;
const LEGEND_ROW_PX = 20;
const LEGEND_SWATCH_PX = 28;
/** 13 px text: about 7.5 px a character. */
const LEGEND_CHAR_PX = 7.5;
const LEGEND_GAP_PX = 18;

/**
 * The legend's items placed in rows that fit `width`.
 * @internal exported for tests
 */
export function legendLayout(
  items: readonly PngLegendItem[],
  width: number,
): { item: PngLegendItem; x: number; row: number }[] {
  const placed: { item: PngLegendItem; x: number; row: number }[] = [];
  let x = MARGIN_PX;
  let row = 0;
  for (const item of items) {
    const w = LEGEND_SWATCH_PX + 6 + item.name.length * LEGEND_CHAR_PX;
    if (x > MARGIN_PX && x + w > width - MARGIN_PX) {
      row += 1;
      x = MARGIN_PX;
    }
    placed.push({ item, x, row });
    x += w + LEGEND_GAP_PX;
  }
  return placed;
}

/**
 * Standalone SVG markup: explicit size, namespace, a background, the title, then `body`, then
 * the legend; wide enough for the whole title, tall enough for every legend row.
 * @internal exported for tests
 */
export function standaloneSvg(
  body: string,
  chartWidth: number,
  height: number,
  frame: PngFrame,
): string {
  const titleWidth = frame.titleWidthPx ?? frame.title.length * TITLE_CHAR_PX;
  const width = Math.ceil(Math.max(chartWidth, titleWidth + 2 * MARGIN_PX));
  const legend = legendLayout(frame.legend ?? [], width);
  const rows = legend.length > 0 ? Math.max(...legend.map((l) => l.row)) + 1 : 0;
  const total = height + TITLE_BAND_PX + rows * LEGEND_ROW_PX + (rows > 0 ? 8 : 0);
  const font = `font-family="${escapeXml(frame.fontFamily)}"`;
  const legendMarkup = legend
    .map(({ item, x, row }) => {
      const y = TITLE_BAND_PX + height + 8 + row * LEGEND_ROW_PX + LEGEND_ROW_PX / 2;
      const dash = item.dash ? ` stroke-dasharray="${escapeXml(item.dash)}"` : '';
      return (
        `<line x1="${x}" y1="${y}" x2="${x + LEGEND_SWATCH_PX}" y2="${y}" stroke="${escapeXml(item.color)}" ` +
        `stroke-width="3" stroke-opacity="${item.opacity ?? 1}"${dash}/>` +
        `<text x="${x + LEGEND_SWATCH_PX + 6}" y="${y + 4}" fill="${frame.textColour}" ${font} ` +
        `font-size="13">${escapeXml(item.name)}</text>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}" ` +
    `viewBox="0 0 ${width} ${total}"><rect width="100%" height="100%" fill="${frame.background}"/>` +
    `<text x="${MARGIN_PX}" y="24" fill="${frame.textColour}" ${font} ` +
    `font-size="17" font-weight="700">${escapeXml(frame.title)}</text>` +
    `<g transform="translate(0 ${TITLE_BAND_PX})">${body}</g>${legendMarkup}</svg>`
  );
}

/** The title's width as the canvas draws it (17 px bold in the card's font). */
function measureTitle(frame: PngFrame): number | undefined {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  context.font = `700 17px ${frame.fontFamily}`;
  return context.measureText(frame.title).width;
}

/** Copies the computed style of every element of `source` onto the matching one in `copy`. */
function inlineStyles(source: Element, copy: Element): void {
  const computed = getComputedStyle(source);
  const style = STYLE_PROPS.map((p) => `${p}:${computed.getPropertyValue(p)}`).join(';');
  copy.setAttribute('style', style);
  const sources = source.children;
  const copies = copy.children;
  for (let i = 0; i < sources.length; i++) {
    const s = sources[i];
    const c = copies[i];
    if (s && c) inlineStyles(s, c);
  }
}

/** The chart's SVG as a PNG blob, titled, on the card's background colour. */
export async function svgToPng(svg: SVGSVGElement, frame: PngFrame): Promise<Blob> {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, copy);
  const h = Math.ceil(height);
  const measured = { ...frame, titleWidthPx: frame.titleWidthPx ?? measureTitle(frame) };
  const markup = standaloneSvg(copy.innerHTML, Math.ceil(width), h, measured);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    // The image's own size: the title and the legend may make it larger than the chart.
    canvas.width = Math.ceil(image.naturalWidth * PNG_SCALE);
    canvas.height = Math.ceil(image.naturalHeight * PNG_SCALE);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser cannot draw on a canvas');
    context.scale(PNG_SCALE, PNG_SCALE);
    context.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The charts on the page now: each `.chart-card` with its title and its main SVG (not a card
 * still waiting for its chart).
 */
export function chartsOnPage(
  root: ParentNode = document,
): Array<{ title: string; svg: SVGSVGElement }> {
  return [...root.querySelectorAll('.chart-card:not(.chart-card--waiting)')].flatMap((card) => {
    const title = card.querySelector('.chart-card__title')?.textContent?.trim() ?? 'chart';
    // The chart's own drawing, not a legend swatch: the largest SVG in the card.
    const area = (el: SVGSVGElement) => el.clientWidth * el.clientHeight;
    const svg = [...card.querySelectorAll<SVGSVGElement>('svg')].sort(
      (a, b) => area(b) - area(a),
    )[0];
    return svg && area(svg) > 0 ? [{ title, svg }] : [];
  });
}
