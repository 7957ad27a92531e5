// Pure engine: no DOM, no wall clock, no unseeded randomness.
// A closed-loop client: N users, each sending one request, waiting for its
// final answer (timeouts and retries included), thinking, and sending again. Offered load
// follows the answers: a slow service slows its users down, where open-loop arrivals pile up.
import type { ScheduledEvent } from '../core/eventQueue';
import type { Client, ClosedLoop } from '../scenario';
import { ClientRuntime } from './clientRuntime';
import type { EdgeRuntime } from './edgeRuntime';
import type { CallListener, LogicalCall } from './logicalCall';
import type { Outcome } from '../machines/retry';
import { sampleDistribution } from './sampleDistribution';

/** A user's own edge to the client's service: its own protections, counted into the client's edge. */
export type UserEdgeFactory = () => EdgeRuntime;

class User implements CallListener {
  sent = 0;
  stopped = false;
  /** A request of this user is out (a user restarted by a raised count must not send twice). */
  waiting = false;
  thinking: ScheduledEvent | undefined = undefined;
  /** Its own edge, with protections scope perUser (made at first need, kept for the run). */
  ownEdge: EdgeRuntime | undefined = undefined;

  constructor(private readonly owner: ClosedLoopClientRuntime) {}

  callEnded(outcome: Outcome, call: LogicalCall): void {
    this.owner.answered(this, outcome, call);
  }

  readonly send = (): void => {
    this.thinking = undefined;
    this.owner.send(this);
  };
}

export class ClosedLoopClientRuntime extends ClientRuntime {
  private readonly users: User[] = [];

  constructor(
    client: Client,
    edge: EdgeRuntime,
    clock: ClientRuntime['clock'],
    rng: ClientRuntime['rng'],
    endMs: () => number,
    private readonly newUserEdge: UserEdgeFactory,
    counters?: ClientRuntime['counters'],
  ) {
    super(client, edge, clock, rng, endMs, counters);
  }

  private get loop(): ClosedLoop {
    return this.client.closedLoop!;
  }

  /** Users now (those beyond a lowered count have stopped). */
  get activeUsers(): number {
    return this.users.filter((u) => !u.stopped).length;
  }

  /** The client's call: the one the report and the graph show. */
  get edgeKey(): string {
    return this.edge.key;
  }

  /** Each user's own edge with protections perUser (a user gets one at its first request); else undefined. */
  userEdges(): EdgeRuntime[] | undefined {
    if (this.loop.protections !== 'perUser') return undefined;
    const own: EdgeRuntime[] = [];
    for (const user of this.users) if (user.ownEdge) own.push(user.ownEdge);
    return own;
  }

  override start(): void {
    this.fitUsers();
  }

  override update(client: Client, edge: EdgeRuntime = this.edge): void {
    this.client = client;
    this.edge = edge;
    for (const user of this.users) user.ownEdge?.policies.update(client.policy);
    this.fitUsers();
  }

  /** Starts users up to the count, stops those beyond it (each finishes its request in flight). */
  private fitUsers(): void {
    const count = this.loop.users;
    for (let i = 0; i < this.users.length; i++) {
      const user = this.users[i]!;
      const wanted = i < count;
      if (wanted && user.stopped) {
        user.stopped = false;
        this.think(user);
      } else if (!wanted && !user.stopped) this.stopUser(user);
    }
    while (this.users.length < count) {
      const user = new User(this);
      this.users.push(user);
      this.think(user);
    }
  }

  override stop(): void {
    super.stop();
    for (const user of this.users) this.stopUser(user);
  }

  override dispose(): void {
    this.stop();
    for (const user of this.users) user.ownEdge?.policies.stop();
  }

  private stopUser(user: User): void {
    user.stopped = true;
    if (user.thinking) this.clock.clearTimeout(user.thinking);
    user.thinking = undefined;
  }

  /** The edge a user's next request takes: the client's, or its own (protections perUser). */
  private edgeOf(user: User): EdgeRuntime {
    if (this.loop.protections === 'shared') return this.edge;
    return (user.ownEdge ??= this.newUserEdge());
  }

  /** The user waits one think time, then sends; nothing after the run or past its request count. */
  private think(user: User): void {
    if (user.stopped || user.thinking || user.waiting) return;
    const limit = this.loop.requestsPerUser;
    if (limit !== undefined && user.sent >= limit) return;
    const atMs = this.clock.nowMs() + sampleDistribution(this.loop.thinkTime, this.rng);
    if (atMs > this.endMs()) return;
    user.thinking = this.clock.at(atMs, user.send);
  }

  send(user: User): void {
    if (user.stopped) return;
    user.sent++;
    user.waiting = true;
    this.counters.totals.offered++;
    this.edgeOf(user).call(this.client.route, false, user);
  }

  answered(user: User, outcome: Outcome, call: LogicalCall): void {
    user.waiting = false;
    super.callEnded(outcome, call);
    this.think(user);
  }
}
