// Y axis widths follow the type size: recharts takes an axis width in pixels, and presenter
// mode sets the root font to 20 px instead of 15, so tick labels such as "750 ms" no longer
// fitted their axis and were cut at the chart's left edge.

/**
 * Root font size in presenter mode over the normal one (theme.css: 20 px and 15 px).
 * @internal exported for tests
 */
export const PRESENTER_TYPE_SCALE = 20 / 15;

/** `basePx` (the width at normal type size), scaled in presenter mode. */
export function axisWidthPx(basePx: number, presenter: boolean): number {
  return presenter ? Math.ceil(basePx * PRESENTER_TYPE_SCALE) : basePx;
}
