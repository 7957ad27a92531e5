// The edit timeline replays a run edited while it played: the same numbers, second by
// second, as the run where a person made those edits at those simulated times.
import { describe, expect, it } from 'vitest';
import { parseScenario, recordEdit, setAt, startingSettings, type Scenario } from '../scenario';
import { createSimulation, runScenario } from './index';
import type { SecondFrame } from './types';
import { caller, leaf, scenario } from './testing/scenarioBuilders';

/** gateway → stock with retries; stock fails 60 % of the time (Poisson arrivals: random). */
const base = (): Scenario =>
  scenario({
    durationMs: 30_000,
    services: [
      caller('gateway', [{ service: 'stock' }], {
        stock: { retry: { enabled: true, maxAttempts: 3 } },
      }),
      leaf('stock', 20, { faults: { errorRates: { http5xx: 0.6 } } }),
    ],
    clients: [{ name: 'users', service: 'gateway', arrival: { rps: 40 } }],
  });

const RETRY = ['services', 'gateway', 'policies', 'stock', 'retry', 'maxAttempts'];
const RATE = ['clients', 'users', 'arrival', 'rps'];

function framesOf(run: (onSecond: (f: SecondFrame) => void) => void): SecondFrame[] {
  const frames: SecondFrame[] = [];
  run((f) => frames.push(f));
  return frames;
}

describe('edit timeline', () => {
  it('replays edits at their simulated times exactly as they were made live', () => {
    let doc = base();
    const live = framesOf((onSecond) => {
      const sim = createSimulation(doc, { onSecond });
      sim.advanceTo(9_437.25);
      doc = recordEdit(doc, setAt(doc, RETRY, 1), sim.nowMs);
      sim.updateScenario(doc);
      sim.advanceTo(17_000); // a second's boundary: its frame comes before the edit
      doc = recordEdit(doc, setAt(setAt(doc, RATE, 80), RETRY, 5), sim.nowMs);
      sim.updateScenario(doc);
      sim.runToEnd();
      sim.dispose();
    });
    expect(doc.editTimeline.map((e) => [e.atMs, e.path.at(-1), e.from, e.to])).toEqual([
      [9_437.25, 'maxAttempts', 3, 1],
      [17_000, 'maxAttempts', 1, 5],
      [17_000, 'rps', 40, 80],
    ]);
    const parsed = parseScenario(JSON.parse(JSON.stringify(doc)));
    expect(parsed.ok).toBe(true);
    const replayed = framesOf((onSecond) =>
      runScenario(parsed.ok ? parsed.scenario : doc, { onSecond }),
    );
    expect(replayed).toEqual(live);
    // The edits mattered: without them the run differs after 9.4 s, and not before.
    const unedited = framesOf((onSecond) => runScenario(base(), { onSecond }));
    expect(unedited.slice(0, 9)).toEqual(live.slice(0, 9));
    const attempts = (fs: SecondFrame[], s: number) => fs[s - 1]!.edges['gateway->stock']!.attempts;
    expect(attempts(live, 15) / attempts(unedited, 15)).toBeLessThan(0.6); // 1 attempt, not ~1.96
    expect(live[20]!.clients.users!.offered).toBeGreaterThan(55); // 80 req/s from 17 s
  });

  it('starts from the settings before every edit', () => {
    const edited = recordEdit(base(), setAt(base(), RETRY, 1), 5_000);
    expect(startingSettings(edited).services[0]!.policies.stock!.retry.maxAttempts).toBe(3);
    expect(edited.services[0]!.policies.stock!.retry.maxAttempts).toBe(1);
  });

  it('refuses a timeline that cannot be replayed, naming the edit and why', () => {
    const doc = recordEdit(base(), setAt(base(), RETRY, 1), 5_000);
    const bad = (timeline: unknown[]) => {
      const r = parseScenario({ ...doc, editTimeline: timeline });
      return r.ok ? 'accepted' : r.issues.map((i) => `${i.path}: ${i.message}`).join('\n');
    };
    const edit = doc.editTimeline[0]!;
    expect(bad([{ ...edit, to: -2 }])).toMatch(/editTimeline\.0: .*not valid: .*maxAttempts/);
    expect(bad([edit, { ...edit, atMs: 1_000, from: 1, to: 3 }])).toMatch(
      /editTimeline\.1: .*time order/,
    );
    expect(bad([{ ...edit, path: ['services', 'nope', 'workers'] }])).toMatch(/names nothing/);
    expect(bad([{ ...edit, from: 7 }])).toBe('accepted'); // from 7 at start: 7 is a valid maxAttempts
    expect(bad([{ ...edit, to: 4 }])).toMatch(/does not end at the scenario's settings/);
  });
});
