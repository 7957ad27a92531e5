// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One record under optimistic concurrency (AWS 2015's OCC server): a request reads the
// version when its processing starts and writes when it ends; the write commits only if
// the version is still the one it read, else the caller gets a retryable conflict.
import type { Outcome } from '../machines/retry';
import type { OptimisticRecord } from '../scenario';
import { RECORD_COUNTER_NAMES, RECORD_WRITES_BIN_MS, zeroCounts } from './metrics';

export class OptimisticRecordState {
  version = 0;
  readonly totals = zeroCounts(RECORD_COUNTER_NAMES);
  /** Writes per RECORD_WRITES_BIN_MS of simulated time, from t = 0 (grown as writes come). */
  readonly writesPerBin: number[] = [];
  conflict: Outcome;

  constructor(settings: OptimisticRecord) {
    this.conflict = { kind: 'http', status: settings.conflictStatus, retryable: true };
  }

  /** A write of a request that read `readVersion`: true if it committed. */
  write(readVersion: number, nowMs: number): boolean {
    this.totals.writes++;
    const bin = Math.floor(nowMs / RECORD_WRITES_BIN_MS);
    while (this.writesPerBin.length <= bin) this.writesPerBin.push(0);
    this.writesPerBin[bin]!++;
    if (readVersion !== this.version) {
      this.totals.conflicts++;
      return false;
    }
    this.version++;
    return true;
  }
}
