import { describe, expect, it } from 'vitest';
import css from '../theme.css?raw';
import { axisWidthPx, PRESENTER_TYPE_SCALE } from './axisWidth';

/** The root font size a :root rule in theme.css sets, in px. */
function rootFontPx(css: string, selector: string): number {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  const match = /font-size:\s*(\d+)px/.exec(block);
  if (start < 0 || !match?.[1]) throw new Error(`no font-size for ${selector} in theme.css`);
  return Number(match[1]);
}

describe('axisWidthPx', () => {
  it('keeps the width at normal type size, and scales it with presenter type', () => {
    expect(axisWidthPx(64, false)).toBe(64);
    expect(axisWidthPx(64, true)).toBe(86);
    expect(axisWidthPx(48, true)).toBe(64);
  });

  it('scales by the ratio of the root font sizes that theme.css sets', () => {
    const presenterPx = rootFontPx(css, ":root[data-presenter='true']");
    const normalPx = rootFontPx(css, ':root');
    expect(PRESENTER_TYPE_SCALE).toBeCloseTo(presenterPx / normalPx, 9);
  });
});
