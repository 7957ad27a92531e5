// Pure engine: no DOM, no wall clock, no unseeded randomness.
// One hedged call on the wire (Dean & Barroso, "The Tail at Scale"): the first attempt,
// and after the delay a second one if the edge's hedge machine allows it. The first
// success wins (a failure waits for the other attempt, if one runs); the slower attempt is
// cancelled at the callee or, with cancelLoser off, runs on and its work is wasted.
import type { ScheduledEvent } from '../../core/eventQueue';
import type { Hedging } from '../../machines/hedge';
import { isSuccess, type Outcome } from '../../machines/retry';
import { Attempt, type AttemptListener } from '../attempt';
import type { LogicalCall } from '../logicalCall';

class Leg implements AttemptListener {
  readonly attempt: Attempt;
  running = true;
  readonly startMs: number;

  constructor(
    private readonly run: HedgeRun,
    readonly second: boolean,
  ) {
    const { call } = run;
    this.startMs = call.edge.clock.nowMs();
    this.attempt = new Attempt(call.edge, call.route, call.edge.caller?.connectionPool, this);
    if (call.span) this.attempt.span = call.openAttemptSpan(second);
  }

  attemptEnded(outcome: Outcome): void {
    this.running = false;
    this.run.legEnded(this, outcome);
  }
}

function hedgeDue(run: HedgeRun): void {
  run.hedgeDue();
}

export class HedgeRun {
  private readonly legs: Leg[] = [];
  private timer: ScheduledEvent | undefined;
  private over = false;

  constructor(
    readonly call: LogicalCall,
    private readonly depth: number,
    private readonly hedging: Hedging,
    private readonly cancelLoser: boolean,
  ) {}

  start(): void {
    const delayMs = this.hedging.callStarted();
    this.launch(false);
    if (!this.over) this.timer = this.call.edge.clock.setTimeoutWith(hedgeDue, this, delayMs);
  }

  hedgeDue(): void {
    this.timer = undefined;
    if (this.over || !this.hedging.tryHedge()) return;
    this.call.edge.counters.hedges++;
    if (this.call.span) this.call.note('hedge.sent');
    this.launch(true);
  }

  legEnded(leg: Leg, outcome: Outcome): void {
    if (this.over) return;
    const answered = outcome.kind !== 'timeout' && outcome.kind !== 'network';
    // Only first attempts feed the percentile: a second attempt's answer counts only when
    // it wins, that is when it was fast, and would pull the p95 down (and the hedges up).
    if (answered && !leg.second) this.hedging.answered(this.call.edge.clock.nowMs() - leg.startMs);
    // A failure waits for the other attempt while one runs (or may still be sent).
    // A failure waits for the other attempt while it runs; a first attempt that fails
    // before the delay ends the call at once (the retry layer decides what follows).
    if (!isSuccess(outcome) && this.legs.some((l) => l.running)) return;
    if (leg.second && this.legs.length === 2) this.call.edge.counters.hedgesWon++;
    this.end();
    this.call.exit(this.depth, outcome);
  }

  /** The call is over (answered, deadline, caller gone): nothing more is sent or awaited. */
  end(cancelAtCallee = this.cancelLoser): void {
    if (this.over) return;
    this.over = true;
    // A first attempt still running was slower than the call: its time so far is a lower
    // bound, above the delay, so the share of first attempts slower than the delay stays
    // true and the percentile delay settles on the percentile Dean & Barroso mean.
    const first = this.legs[0];
    if (first?.running) this.hedging.answered(this.call.edge.clock.nowMs() - first.startMs);
    if (this.timer !== undefined) this.call.edge.clock.clearTimeout(this.timer);
    this.timer = undefined;
    for (const leg of this.legs) if (leg.running) leg.attempt.abort(cancelAtCallee);
    if (this.call.extra) this.call.extra.hedge = undefined;
  }

  private launch(second: boolean): void {
    const leg = new Leg(this, second);
    this.legs.push(leg);
    leg.attempt.start();
  }
}
