// A component's hold on a pool job (poolJobRunner.ts): one runner per actor and spec, whose run
// is cancelled when the component goes.
import { useEffect, useMemo } from 'react';
import type { Actor } from 'xstate';
import type { JobMachine } from './jobMachine';
import { poolJobRunner, type PoolJobControls, type PoolJobSpec } from './poolJobRunner';

export function usePoolJob<I, W, J, R, P>(
  actor: Actor<JobMachine<J, R, P>>,
  spec: PoolJobSpec<I, W, J, R, P>,
): PoolJobControls<I, J, P> {
  const runner = useMemo(() => poolJobRunner(actor, spec), [actor, spec]);
  useEffect(() => runner.cancel, [runner]);
  return runner;
}
