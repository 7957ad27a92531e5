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

export interface PngFrame {
  background: string;
  title: string;
  textColour: string;
  fontFamily: string;
}

/**
 * Standalone SVG markup: explicit size, namespace, a background, the title, then `body`.
 * @internal exported for tests
 */
export function standaloneSvg(
  body: string,
  width: number,
  height: number,
  frame: PngFrame,
): string {
  const total = height + TITLE_BAND_PX;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}" ` +
    `viewBox="0 0 ${width} ${total}"><rect width="100%" height="100%" fill="${frame.background}"/>` +
    `<text x="12" y="24" fill="${frame.textColour}" font-family="${escapeXml(frame.fontFamily)}" ` +
    `font-size="17" font-weight="700">${escapeXml(frame.title)}</text>` +
    `<g transform="translate(0 ${TITLE_BAND_PX})">${body}</g></svg>`
  );
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
  const markup = standaloneSvg(copy.innerHTML, Math.ceil(width), h, frame);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * PNG_SCALE);
    canvas.height = Math.ceil((h + TITLE_BAND_PX) * PNG_SCALE);
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

/** The charts on the page now: each `.chart-card` with its title and its main SVG. */
export function chartsOnPage(
  root: ParentNode = document,
): Array<{ title: string; svg: SVGSVGElement }> {
  return [...root.querySelectorAll('.chart-card')].flatMap((card) => {
    const title = card.querySelector('.chart-card__title')?.textContent?.trim() ?? 'chart';
    // The chart's own drawing, not a legend swatch: the largest SVG in the card.
    const area = (el: SVGSVGElement) => el.clientWidth * el.clientHeight;
    const svg = [...card.querySelectorAll<SVGSVGElement>('svg')].sort(
      (a, b) => area(b) - area(a),
    )[0];
    return svg && area(svg) > 0 ? [{ title, svg }] : [];
  });
}
