import { describe, expect, it } from 'vitest';
import { retryChainMachine } from '../../sim/machines/retry/retryChainMachine';
import { breakerMachine } from '../../sim/machines/breaker/breakerMachine';
import {
  layoutMachineChart,
  machineTransitions,
  type FlatMachineConfig,
} from './machineChartLayout';

const retry = retryChainMachine.config as FlatMachineConfig;

describe('any machine drawn from its definition', () => {
  it("reads every state and every transition's event and guard of the retry chain", () => {
    const layout = layoutMachineChart(retry);
    expect(layout.states.map((s) => s.id)).toEqual([
      'attempting',
      'exhausted',
      'weighingRetry',
      'backingOff',
      'succeeded',
      'gaveUp',
      'cancelled',
    ]);
    const words = machineTransitions(retry).map(
      (t) => `${t.from} ${t.trigger} [${t.guard}] ${t.to}`,
    );
    expect(words).toContain('attempting attempt.failed [retryNotAllowed] gaveUp');
    expect(words).toContain('weighingRetry always [deadlineWouldPass] gaveUp');
    expect(words).toContain('weighingRetry always [budgetExhausted] gaveUp');
    expect(words).toContain('backingOff backoff.elapsed [undefined] attempting');
    // Each guard of the machine is on some arrow.
    const drawn = layout.arrows.flatMap((a) => a.lines).join(' ');
    expect(drawn).toContain('attempt.failed [retryNotAllowed]');
    for (const guard of Object.keys(retryChainMachine.implementations.guards)) {
      expect(drawn).toContain(`[${guard}]`);
    }
  });

  it('keeps boxes apart and inside the drawing, for the retry chain and the breaker', () => {
    for (const config of [retry, breakerMachine.config as FlatMachineConfig]) {
      const { states, width, height } = layoutMachineChart(config);
      for (const s of states) {
        expect(s.x - s.width / 2).toBeGreaterThanOrEqual(0);
        expect(s.y - s.height / 2).toBeGreaterThanOrEqual(0);
        expect(s.x + s.width / 2).toBeLessThanOrEqual(width);
        expect(s.y + s.height / 2).toBeLessThanOrEqual(height);
      }
      for (const a of states)
        for (const b of states) {
          if (a === b) continue;
          const apart =
            Math.abs(a.x - b.x) >= (a.width + b.width) / 2 ||
            Math.abs(a.y - b.y) >= (a.height + b.height) / 2;
          expect(apart).toBe(true);
        }
    }
  });

  it('labels eventless and delayed transitions by their kind', () => {
    const breakerWords = machineTransitions(breakerMachine.config as FlatMachineConfig);
    expect(breakerWords).toContainEqual({
      from: 'open',
      to: 'halfOpen',
      trigger: 'after openDuration',
      guard: 'automaticTransitionEnabled',
    });
  });
});
