// Pure: small SVG line charts for docs/validation/: a curve from theory and the engine's
// points on it. Plain strings, no DOM: the report is written by the command line.

export interface Series {
  label: string;
  points: readonly (readonly [number, number])[];
  /** A theory curve is a line; the engine's figures are dots. */
  style: 'line' | 'dots';
  color: string;
}

export interface Plot {
  title: string;
  xLabel: string;
  yLabel: string;
  series: readonly Series[];
}

const W = 560;
const H = 340;
const M = { left: 60, right: 20, top: 36, bottom: 48 };

const niceMax = (x: number) => {
  const step = 10 ** Math.floor(Math.log10(x || 1));
  return Math.ceil(x / step) * step;
};
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const fmt = (x: number) => Number(x.toPrecision(3)).toString();

export function renderSvg(plot: Plot): string {
  const all = plot.series.flatMap((s) => s.points);
  const xMax = niceMax(Math.max(...all.map((p) => p[0])));
  const yMax = niceMax(Math.max(...all.map((p) => p[1])));
  const x = (v: number) => M.left + (v / xMax) * (W - M.left - M.right);
  const y = (v: number) => H - M.bottom - (v / yMax) * (H - M.top - M.bottom);
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="14">${escape(plot.title)}</text>`,
  ];
  for (const t of ticks) {
    out.push(
      `<line x1="${M.left}" x2="${W - M.right}" y1="${y(t * yMax)}" y2="${y(t * yMax)}" stroke="#ddd"/>`,
      `<text x="${M.left - 6}" y="${y(t * yMax) + 4}" text-anchor="end">${fmt(t * yMax)}</text>`,
      `<text x="${x(t * xMax)}" y="${H - M.bottom + 16}" text-anchor="middle">${fmt(t * xMax)}</text>`,
    );
  }
  out.push(
    `<text x="${(M.left + W - M.right) / 2}" y="${H - 10}" text-anchor="middle">${escape(plot.xLabel)}</text>`,
    `<text transform="translate(14 ${(M.top + H - M.bottom) / 2}) rotate(-90)" text-anchor="middle">${escape(plot.yLabel)}</text>`,
  );
  plot.series.forEach((s, i) => {
    if (s.style === 'line') {
      const d = s.points.map(
        (p, k) => `${k ? 'L' : 'M'}${x(p[0]).toFixed(1)} ${y(p[1]).toFixed(1)}`,
      );
      out.push(`<path d="${d.join(' ')}" fill="none" stroke="${s.color}" stroke-width="2"/>`);
    } else {
      for (const p of s.points)
        out.push(
          `<circle cx="${x(p[0]).toFixed(1)}" cy="${y(p[1]).toFixed(1)}" r="3.5" fill="${s.color}"/>`,
        );
    }
    const ly = M.top + 4 + i * 16;
    out.push(
      `<rect x="${M.left + 10}" y="${ly - 9}" width="10" height="10" fill="${s.color}"/>`,
      `<text x="${M.left + 26}" y="${ly}">${escape(s.label)}</text>`,
    );
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
