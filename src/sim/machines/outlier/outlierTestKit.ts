// Test kit: runs a trace of results and clock advances through an OutlierDetector and
// records what a balancer would see after each step.
import { QueueClock } from '../../core/simClock';
import { OutlierDetector, type OutlierConfig } from './outlierDetector';
import type { outlierMachine } from './outlierMachine';

export type OutlierOp =
  | { op: 'fail'; replica: number }
  | { op: 'succeed'; replica: number }
  | { op: 'advance'; ms: number }
  | { op: 'config'; config: Partial<OutlierConfig>; replicas?: number };

export const ENVOY_DEFAULTS: OutlierConfig = {
  consecutive5xx: 5,
  baseEjectionTimeMs: 30_000,
  maxEjectionTimeMs: 300_000,
  maxEjectionPercent: 10,
};

export interface OutlierTraceOptions {
  config?: Partial<OutlierConfig>;
  replicas?: number;
  machine?: typeof outlierMachine;
  reference?: boolean;
}

/** After each op: the ejected mask and the ejections so far. */
export function runOutlierTrace(ops: OutlierOp[], options: OutlierTraceOptions = {}): string[] {
  const clock = new QueueClock();
  let config = { ...ENVOY_DEFAULTS, ...options.config };
  let replicas = options.replicas ?? 3;
  const detector = new OutlierDetector(config, replicas, clock, {
    ...(options.machine ? { machine: options.machine } : {}),
    reference: options.reference ?? false,
  });
  const seen: string[] = [];
  for (const step of ops) {
    if (step.op === 'fail') detector.onFailure(step.replica % replicas);
    else if (step.op === 'succeed') detector.onSuccess(step.replica % replicas);
    else if (step.op === 'advance') clock.advanceBy(step.ms);
    else {
      config = { ...config, ...step.config };
      replicas = step.replicas ?? replicas;
      detector.changeConfig(config, replicas);
    }
    const m = detector.getMetrics();
    seen.push(
      `t=${clock.nowMs()} mask=${detector.ejectedMask} out=${m.ejectedNow} total=${m.ejectionsTotal} broken=${m.streaksBroken}`,
    );
  }
  detector.stop();
  return seen;
}

export const fails = (replica: number, n: number): OutlierOp[] =>
  Array.from({ length: n }, () => ({ op: 'fail', replica }) as const);
