// Pure: a scenario with one cell's values set, validated by the scenario's own zod schema
// so a sweep can never run a setting the page would refuse. A path that names nothing
// would be worse than an error: applyPatch creates what is missing and zod then strips
// an unknown key, so the sweep would run the same scenario at every value. Each value is
// therefore read back after validation and must be the one that was set.
import { applyPatch, parsePath, type Segment } from '../scenarios/patch';
import { parseScenario, type Scenario } from '../sim/scenario';
import type { Axis } from './axes';
import { problem, sweepProblemEn, type SweepProblem } from './sweepProblems';

export type PatchOutcome =
  { ok: true; scenario: Scenario } | { ok: false; error: string; problem: SweepProblem };

const refused = (p: SweepProblem): PatchOutcome => ({
  ok: false,
  error: sweepProblemEn(p),
  problem: p,
});

/**
 * The value at a patch path (`services[api].workers`), or undefined.
 * @internal exported for tests
 */
export function readPath(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const seg of parsePath(path) as Segment[]) {
    if (node === null || typeof node !== 'object') return undefined;
    if (Array.isArray(node)) {
      const index =
        typeof seg === 'number'
          ? seg
          : node.findIndex((item) => {
              if (item === null || typeof item !== 'object') return false;
              const rec = item as Record<string, unknown>;
              if (typeof seg === 'object') return String(rec[seg.field]) === seg.value;
              return ['name', 'id', 'service'].some((f) => String(rec[f]) === seg);
            });
      node = node[index];
    } else {
      if (typeof seg === 'object') return undefined;
      const key = String(seg);
      node = Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined;
    }
  }
  return node;
}

/** `base` (a validated scenario) with each axis's paths set to its value in `values`. */
export function patchScenario(
  base: Scenario,
  axes: readonly Axis[],
  values: readonly number[],
): PatchOutcome {
  const ops = axes.flatMap((axis, i) =>
    axis.paths.map((path) => ({ op: 'set' as const, path, value: values[i] })),
  );
  const paths = ops.map((o) => o.path);
  for (const op of ops) {
    let before: unknown;
    try {
      before = readPath(base, op.path);
    } catch (e) {
      // A path that does not parse (`services[api.workers`): refused like one that names nothing.
      return refused(problem('cannotSet', { paths, detail: (e as Error).message }));
    }
    if (before !== undefined && typeof before !== 'number') {
      const type = Array.isArray(before) ? 'list' : typeof before;
      return refused(problem('notNumeric', { path: op.path, type }));
    }
  }
  const patched = applyPatch(base, ops);
  if (!patched.ok) return refused(problem('cannotSet', { paths, detail: patched.error }));
  const parsed = parseScenario(patched.value);
  if (!parsed.ok) {
    const settings = ops.map((o) => ({ path: o.path, value: o.value! }));
    return refused(problem('notAllowed', { settings, issues: parsed.issues }));
  }
  for (const op of ops) {
    if (readPath(parsed.scenario, op.path) !== op.value)
      return refused(problem('notASetting', { path: op.path }));
  }
  return { ok: true, scenario: parsed.scenario };
}

/** Checks every value of every axis once, so a bad sweep fails before it runs anything. */
export function checkAxes(base: Scenario, axes: readonly Axis[]): SweepProblem[] {
  const problems: SweepProblem[] = [];
  axes.forEach((axis, index) => {
    for (const value of axis.values) {
      const r = patchScenario(base, [axis], [value]);
      if (!r.ok) {
        problems.push({ ...r.problem, axis: index, axisSpec: axis.spec });
        break;
      }
    }
  });
  return problems;
}
