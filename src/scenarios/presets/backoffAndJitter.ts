// The AWS 2015 contention experiment ("Exponential Backoff And Jitter", Marc Brooker):
// 100 writers race to write one record under optimistic concurrency. Each conflict is
// retried after an exponential backoff; without jitter the writers stay in lockstep and
// collide round after round. Backoff helps here because the writers are serial (closed
// loop): each waits for its answer before trying again. The figures the lesson quotes are
// the post's, and the engine's are checked against them (src/validation/published/awsBackoffTable.ts).
import { AWS_BASE_MS, contention } from './contention';
import type { ScenarioInput } from './inputTypes';
import type { Preset } from './types';

const WRITERS = 100;

/** AWS's own setup at 100 writers without jitter, long enough for the last one to commit. */
const { version, seed, services, clients } = contention('none', { clients: WRITERS });
const scenario: ScenarioInput = {
  version,
  name: 'backoff-and-jitter',
  description:
    '100 writers race to write one record under optimistic concurrency; exponential backoff without jitter keeps them colliding.',
  seed,
  durationMs: 120_000,
  services,
  clients,
};

const jitterPath = 'clients[writers].policy.retry.jitter';
const backoffPath = 'clients[writers].policy.retry.backoff';
/** Writes that reached the record per writer: the work (each writer commits once). */
const writesPerWriter = {
  ratio: [{ report: 'services[record].record.writes' }, { report: 'clients[writers].offered' }],
} as const;
/** The slowest writers' wait for their commit: close to the time the last one finished. */
const slowWriterMs = { report: 'clients[writers].latencyMs.p99' } as const;

export const backoffAndJitter: Preset = {
  id: 'backoff-and-jitter',
  scenario,
  lesson: {
    title: 'Backoff and jitter for serial clients',
    source:
      'Marc Brooker, "Exponential Backoff And Jitter", AWS Architecture Blog (2015), and its simulator aws-samples/aws-arch-backoff-simulator',
    story: [
      `${WRITERS} writers each want to update the same record once. The record uses optimistic concurrency: a writer reads the version, and its write commits only if nobody wrote in between. Otherwise it gets a conflict and retries.`,
      'An attempt is four network trips of about 10 ms: the read out, the version back, the write out, the answer back. The record’s processing is the two in the middle (20 ms during which another write makes this one fail); the network hop in front of it holds the other two.',
      'Each writer waits for its answer before it tries again, and backs off exponentially: 10 ms, 20 ms, 40 ms, up to 2 s. There is no jitter: every writer that failed together waits exactly as long.',
    ],
    stageFigures: ['received', 'errors'],
    watch: [
      'The writers’ successes per second, and how long the slowest writer waits.',
      'The record’s writes: bursts with silence between them, or a steady trickle.',
    ],
    expect: [
      'The writers stay in lockstep: each round all of them write at once, one commits, the rest conflict and wait the same time again. Backoff spaces the rounds out, but does not break the clusters. The post’s figures for 100 writers: 1,859 writes and 64 s to finish, against 2,422 writes in 2.0 s with no backoff at all.',
    ],
    try: [
      {
        id: 'full-jitter',
        label: 'Full jitter',
        why: 'Each wait is drawn between 0 and the backoff: writers that failed together retry at different times.',
        patch: [{ op: 'set', path: jitterPath, value: 'full' }],
        expect:
          'A steady trickle of writes: the post counts 796 writes and 4.9 s, less than half the work and a thirteenth of the time.',
      },
      {
        id: 'equal-jitter',
        label: 'Equal jitter',
        why: 'Half the backoff for sure, half at random: never a short wait.',
        patch: [{ op: 'set', path: jitterPath, value: 'equal' }],
        expect:
          'About the work of full jitter (the post: 813 writes), but the last writers finish later (6.7 s).',
      },
      {
        id: 'decorrelated-jitter',
        label: 'Decorrelated jitter',
        why: 'Each wait is drawn between the base (5 ms) and three times the last wait.',
        patch: [
          { op: 'set', path: jitterPath, value: 'decorrelated' },
          { op: 'set', path: `${backoffPath}.initialIntervalMs`, value: AWS_BASE_MS },
        ],
        expect:
          'More work than full jitter (the post: 1,001 writes) in about the same time (4.6 s).',
      },
      {
        id: 'no-backoff',
        label: 'No backoff',
        why: 'Retry the moment a conflict comes back: the network’s own spread is all that separates the writers.',
        patch: [{ op: 'set', path: backoffPath, value: { type: 'none' } }],
        expect:
          'The most work of all (the post: 2,422 writes) but done in 2.0 s: no writer ever waits. Backoff without jitter trades that work for a minute of waiting; jitter saves both.',
      },
    ],
    claims: [
      {
        text: 'Without jitter the writers collide round after round: over 15 writes per writer.',
        variant: 'baseline',
        metric: writesPerWriter,
        atLeast: 15,
      },
      {
        text: 'Without jitter the slowest writers wait over 30 s for one write.',
        variant: 'baseline',
        metric: slowWriterMs,
        atLeast: 30_000,
      },
      {
        text: 'Full jitter needs fewer than 10 writes per writer.',
        variant: 'full-jitter',
        metric: writesPerWriter,
        atMost: 10,
      },
      {
        text: 'With full jitter even the slowest writers are done within 10 s.',
        variant: 'full-jitter',
        metric: slowWriterMs,
        atMost: 10_000,
      },
      {
        text: 'Equal jitter also breaks the lockstep: fewer than 10 writes per writer.',
        variant: 'equal-jitter',
        metric: writesPerWriter,
        atMost: 10,
      },
      {
        text: 'Decorrelated jitter does more work than full jitter, still under 12 writes per writer.',
        variant: 'decorrelated-jitter',
        metric: writesPerWriter,
        atMost: 12,
      },
      {
        text: 'With no backoff at all, over 20 writes per writer.',
        variant: 'no-backoff',
        metric: writesPerWriter,
        atLeast: 20,
      },
      {
        text: 'With no backoff even the slowest writers are done within 3 s.',
        variant: 'no-backoff',
        metric: slowWriterMs,
        atMost: 3_000,
      },
    ],
  },
};
