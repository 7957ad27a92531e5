// Pure: any flat machine drawn from its authored definition (`machine.config`): every state a
// box, every transition an arrow labelled with its event and guard names ("attempt.failed
// [retryNotAllowed]"; "always" for an eventless one, "after openDuration" for a delayed one).
// Dagre places the boxes and routes the arrows; alternatives between the same two states
// share one arrow, one label line each. No machine is special-cased here.
import dagre from '@dagrejs/dagre';
import type { StatechartLayout } from './statechartLayout';

type TransitionConfig = string | { target?: string | string[]; guard?: unknown };
type Transitions = TransitionConfig | TransitionConfig[] | undefined;
interface StateConfig {
  type?: string;
  on?: Record<string, Transitions>;
  after?: Record<string, Transitions>;
  always?: Transitions;
}
/** The part of an XState machine config this layout reads. */
export interface FlatMachineConfig {
  initial?: unknown;
  states?: Record<string, StateConfig>;
}

/** One transition of the definition: from, to, and its words. */
export interface MachineTransition {
  from: string;
  to: string;
  /** The event ('always' for eventless, 'after <delay>' for delayed). */
  trigger: string;
  guard: string | undefined;
}

/** Room for the name, a marker and a count ("▶ backingOff ×12") at the chart's 14 px. */
const boxFor = (id: string, final: boolean) => ({
  width: Math.round((id.length + 7) * STATE_CHAR_PX),
  height: final ? 32 : 38,
});
const STATE_CHAR_PX = 8.6;
const LABEL_CHARS = 7.4;
const LABEL_LINE_PX = 18;
const MARGIN = 12;

function guardName(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string')
    return (guard as { type: string }).type;
  return guard === undefined ? undefined : '(inline guard)';
}

/** Every targeted transition of a flat machine, in document order. */
export function machineTransitions(config: FlatMachineConfig): MachineTransition[] {
  const out: MachineTransition[] = [];
  for (const [from, state] of Object.entries(config.states ?? {})) {
    const add = (trigger: string, transitions: Transitions) => {
      for (const t of [transitions ?? []].flat()) {
        const raw = typeof t === 'string' ? t : [t.target ?? []].flat()[0];
        if (!raw) continue;
        const guard = typeof t === 'string' ? undefined : guardName(t.guard);
        out.push({ from, to: raw.replace(/^\./, ''), trigger, guard });
      }
    };
    for (const [event, t] of Object.entries(state.on ?? {})) add(event, t);
    for (const [delay, t] of Object.entries(state.after ?? {})) add(`after ${delay}`, t);
    if (state.always !== undefined) add('always', state.always);
  }
  return out;
}

/** What dagre writes on an edge: its route and its label's centre. */
interface Placed {
  points: { x: number; y: number }[];
  x: number;
  y: number;
}

/** Its words, a line each: the event, then the guard (narrow labels keep the chart narrow). */
const describe = (t: MachineTransition) => (t.guard ? [t.trigger, `[${t.guard}]`] : [t.trigger]);

/** Lays out the states top to bottom; `states` tells which exist (the config's). */
export function layoutMachineChart(config: FlatMachineConfig): StatechartLayout {
  const ids = Object.keys(config.states ?? {});
  const g = new dagre.graphlib.Graph({ multigraph: false });
  g.setGraph({ rankdir: 'TB', ranksep: 40, nodesep: 24, edgesep: 12, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const id of ids) g.setNode(id, boxFor(id, config.states![id]!.type === 'final'));
  const grouped = new Map<string, { from: string; to: string; lines: string[] }>();
  for (const t of machineTransitions(config)) {
    if (!ids.includes(t.to)) continue;
    const key = `${t.from}->${t.to}`;
    const entry = grouped.get(key) ?? { from: t.from, to: t.to, lines: [] };
    entry.lines.push(...describe(t));
    grouped.set(key, entry);
  }
  for (const [, e] of grouped) {
    const width = Math.max(...e.lines.map((l) => l.length)) * LABEL_CHARS;
    g.setEdge(e.from, e.to, { width, height: e.lines.length * LABEL_LINE_PX, labelpos: 'c' });
  }
  dagre.layout(g);
  const graph = g.graph();
  const states = ids.map((id) => {
    const n = g.node(id);
    return {
      id,
      label: id,
      x: n.x + MARGIN,
      y: n.y + MARGIN,
      width: n.width,
      height: n.height,
      manual: config.states![id]!.type === 'final',
    };
  });
  const arrows = [...grouped].map(([id, e]) => {
    const edge = g.edge(e.from, e.to) as unknown as Placed;
    const points = edge.points.map((p) => ({ x: round(p.x + MARGIN), y: round(p.y + MARGIN) }));
    const [first, ...rest] = points;
    const d = `M ${first!.x} ${first!.y} ` + rest.map((p) => `L ${p.x} ${p.y}`).join(' ');
    const blockHeight = e.lines.length * LABEL_LINE_PX;
    return {
      id,
      from: e.from,
      to: e.to,
      label: e.lines.join(' '),
      d,
      lines: e.lines,
      labelX: round(edge.x + MARGIN),
      labelY: round(edge.y + MARGIN - blockHeight / 2 + LABEL_LINE_PX * 0.8),
      anchor: 'middle' as const,
    };
  });
  return {
    width: Math.ceil((graph.width ?? 0) + 2 * MARGIN),
    height: Math.ceil((graph.height ?? 0) + 2 * MARGIN),
    states,
    arrows,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
