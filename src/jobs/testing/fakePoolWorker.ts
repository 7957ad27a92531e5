// A worker for the pool's tests: it keeps what it was sent and answers each job with its
// index as the result, when the test says so.
import type { PoolWorker } from '../jobPool';
import type { FromJobWorker, ToJobWorker } from '../jobProtocol';

export type IndexResult = { job: number };

export class FakePoolWorker<I> implements PoolWorker<I, IndexResult> {
  received: ToJobWorker<I>[] = [];
  onmessage: ((event: { data: FromJobWorker<IndexResult> }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  postMessage(m: ToJobWorker<I>) {
    this.received.push(m);
  }
  terminate() {}
  /** Answers the job it was handed last. */
  answer() {
    const last = this.received.at(-1);
    if (last?.type === 'job')
      this.onmessage?.({ data: { type: 'result', result: { job: last.job } } });
  }
  /** Answers every job handed out so far, one after another. */
  answerAll() {
    for (;;) {
      const before = this.received.length;
      if (this.received.at(-1)?.type !== 'job' || this.onmessage === null) return;
      this.answer();
      if (this.received.length === before) return;
    }
  }
}
