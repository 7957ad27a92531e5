// Pure: how many settings a student changed against the challenge's starting scenario.
// A change is one value the author chose: the scenarios are compared in their compact form
// (schema defaults left out), so enabling a default-filled policy counts what was set, not
// every default that came with it.
import { compactScenario } from '../compact';
import type { Scenario } from '../../sim/scenario';

export interface Changes {
  /** One entry per changed value, as a dotted path (`services.0.policies.recommend.timeoutMs`). */
  paths: string[];
  /** The changed paths that touch the incident itself (the challenge's `fixed` parts). */
  forbidden: string[];
}

/** Not settings: the scenario's title, and where a node was dragged to. */
const NOT_A_SETTING = /^(name|description)$|(^|\.)position(\.|$)/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Leaf paths where `from` and `to` differ; an added or removed subtree counts its leaves. */
function changedLeaves(from: unknown, to: unknown, path: string, out: string[]): void {
  if (Object.is(from, to)) return;
  // A list the compact form left out is an empty one (its default).
  if ((Array.isArray(from) || from === undefined) && (Array.isArray(to) || to === undefined)) {
    from ??= [];
    to ??= [];
  }
  if (Array.isArray(from) && Array.isArray(to)) {
    const n = Math.max(from.length, to.length);
    for (let i = 0; i < n; i += 1) changedLeaves(from[i], to[i], `${path}.${i}`, out);
    return;
  }
  if (isRecord(from) || isRecord(to)) {
    const a = isRecord(from) ? from : {};
    const b = isRecord(to) ? to : {};
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    // A value replaced by an object (or the reverse) is one change plus the object's leaves.
    if (!isRecord(from) && from !== undefined) out.push(path);
    if (!isRecord(to) && to !== undefined) out.push(path);
    for (const key of keys) {
      const va = Object.hasOwn(a, key) ? a[key] : undefined;
      const vb = Object.hasOwn(b, key) ? b[key] : undefined;
      changedLeaves(va, vb, path === '' ? key : `${path}.${key}`, out);
    }
    return;
  }
  out.push(path);
}

/** `services.*.faults` → a path at or below it; `*` is one name or index. */
function fixedPattern(fixed: string): RegExp {
  const body = fixed
    .split('.')
    .map((seg) => (seg === '*' ? '[^.]+' : seg.replace(/[$^\\.*+?()[\]{}|]/g, '\\$&')))
    .join('\\.');
  return new RegExp(`^${body}(\\.|$)`);
}

export function countChanges(
  start: Scenario,
  current: Scenario,
  fixed: readonly string[],
): Changes {
  const paths: string[] = [];
  const { seed: _startSeed, ...from } = compactScenario(start);
  const { seed: _currentSeed, ...to } = compactScenario(current);
  changedLeaves(from, to, '', paths);
  const unique = [...new Set(paths)].filter((p) => !NOT_A_SETTING.test(p));
  const patterns = fixed.map(fixedPattern);
  const forbidden = unique.filter((p) => patterns.some((re) => re.test(p)));
  return { paths: unique, forbidden };
}
