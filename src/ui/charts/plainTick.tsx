// An axis tick label drawn as one plain <text>. Recharts' own label (its Text component) is
// given the axis' width, so it wraps words: it measures every new label string in the DOM
// (a forced style and layout each time), and a time axis that slides makes new strings on
// every redraw. Tick labels here are one short line; nothing needs measuring.
import type { ReactElement, SVGProps } from 'react';

/** What recharts hands a function `tick` (the fields used here). */
export interface TickRenderProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: SVGProps<SVGTextElement>['textAnchor'];
  verticalAnchor?: string;
  fill?: string;
  className?: string;
  index?: number;
  payload?: { value?: unknown };
  tickFormatter?: (value: never, index: number) => string;
}

/**
 * The first line's offset from the anchor, as recharts' Text places a single line:
 * its cap height (0.71 em) below a top anchor, half of it around a middle one.
 */
const FIRST_LINE_DY: Record<string, string> = { start: '0.71em', middle: '0.355em', end: '0em' };

/**
 * The label's words: formatted as the axis says, then the axis' unit.
 * @internal exported for tests
 */
export function tickText(props: TickRenderProps, unit = ''): string {
  const value = props.payload?.value;
  const shown = props.tickFormatter
    ? props.tickFormatter(value as never, props.index ?? 0)
    : String(value ?? '');
  return `${shown}${unit}`;
}

/** A `tick` for a recharts axis; `unit` is the axis' unit (recharts adds it only to its own). */
export function plainTick(unit = '') {
  return function PlainTick(props: TickRenderProps): ReactElement {
    const dy = FIRST_LINE_DY[props.verticalAnchor ?? 'end'] ?? '0em';
    return (
      <text
        x={props.x}
        y={props.y}
        textAnchor={props.textAnchor}
        fill={props.fill}
        // recharts-text: styled as recharts' own labels are (charts.css sets their size).
        className={`recharts-text ${props.className ?? ''}`}
      >
        <tspan x={props.x} dy={dy}>
          {tickText(props, unit)}
        </tspan>
      </text>
    );
  };
}

/** The ticks of axes without a unit, made once. */
export const PLAIN_TICK = plainTick();
