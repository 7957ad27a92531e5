// Runs done, time left: the pace so far times the runs still to go.
import type { PoolProgress } from './sweepPool';
import type { SweepStatus } from './useSweepRun';

const seconds = (ms: number) =>
  ms < 60_000
    ? `${Math.ceil(ms / 1000)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.ceil((ms % 60_000) / 1000)} s`;
const TEXT = {
  runs: (done: number, total: number) => `${done} of ${total} runs`,
  left: (ms: number) => `about ${seconds(ms)} left`,
  took: (ms: number) => `took ${seconds(ms)}`,
};

export function SweepProgress({
  progress,
  status,
}: {
  progress: PoolProgress;
  status: SweepStatus;
}) {
  const { done, total, leftMs, elapsedMs } = progress;
  return (
    <div className="sweep-progress" data-testid="sweep-progress" data-status={status}>
      <progress max={total} value={done} aria-label={TEXT.runs(done, total)} />
      <span>
        {TEXT.runs(done, total)}
        {' · '}
        {status === 'running' ? (leftMs === null ? '' : TEXT.left(leftMs)) : TEXT.took(elapsedMs)}
      </span>
    </div>
  );
}
