// Playback driven by the worker's reports and the user's presses: the state follows the
// worker, the toolbar's buttons follow the machine's guards (state.can), and a press the state
// does not take asks the worker nothing.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { RunStatus, WorkerCommand } from '../worker/protocol';
import { playbackMachine, statusOf, type PlaybackEvent } from './playbackMachine';

function playback() {
  const a = createActor(playbackMachine).start();
  const asked: (WorkerCommand | 'recover')[] = [];
  a.on('command', (e) => asked.push(e.command));
  a.on('recover', () => asked.push('recover'));
  const report = (status: RunStatus, seeking = false) =>
    a.send({ type: 'status.reported', status, seeking });
  return { a, asked, report };
}
const PRESSES: PlaybackEvent[] = [
  { type: 'toggle.pressed' },
  { type: 'step.pressed', kind: 'event' },
  { type: 'runToEnd.pressed' },
  { type: 'reset.pressed' },
  { type: 'restart.pressed' },
];
/** The toolbar's buttons in a state: which presses it takes. */
const enabled = (a: ReturnType<typeof playback>['a']) =>
  PRESSES.filter((p) => a.getSnapshot().can(p)).map((p) => p.type);

describe('the playback machine', () => {
  it('follows the worker: loading, paused, playing, seeking, finished', () => {
    const { a, report } = playback();
    expect(a.getSnapshot().value).toBe('loading');
    for (const [status, seeking, state] of [
      ['paused', false, 'paused'],
      ['playing', false, 'playing'],
      ['playing', true, 'seeking'],
      ['paused', false, 'paused'],
      ['finished', false, 'finished'],
      ['error', false, 'error'],
      ['loading', false, 'loading'],
    ] as const) {
      report(status, seeking);
      expect(a.getSnapshot().value).toBe(state);
    }
  });

  it('offers nothing while loading, and asks nothing of a press then', () => {
    const { a, asked } = playback();
    expect(enabled(a)).toEqual([]);
    for (const p of PRESSES) a.send(p);
    expect(asked).toEqual([]);
  });

  it('toggles by state: play when paused, pause when playing or seeking, replay when finished', () => {
    const { a, asked, report } = playback();
    report('paused');
    a.send({ type: 'toggle.pressed' });
    report('playing');
    a.send({ type: 'toggle.pressed' });
    report('playing', true);
    a.send({ type: 'toggle.pressed' });
    report('finished');
    a.send({ type: 'toggle.pressed' });
    expect(asked.map((c) => (c === 'recover' ? c : c.type))).toEqual([
      'play',
      'pause',
      'pause',
      'restart',
    ]);
  });

  it('enables the toolbar by state: no steps once finished, only reset and restart in error', () => {
    const { a, report } = playback();
    report('paused');
    expect(enabled(a)).toEqual(PRESSES.map((p) => p.type));
    report('finished');
    expect(enabled(a)).toEqual(['toggle.pressed', 'reset.pressed', 'restart.pressed']);
    report('error');
    expect(enabled(a)).toEqual(['reset.pressed', 'restart.pressed']);
  });

  it('asks the worker for the step pressed', () => {
    const { a, asked, report } = playback();
    report('playing');
    a.send({ type: 'step.pressed', kind: '1s' });
    expect(asked).toEqual([{ type: 'step', kind: '1s' }]);
  });

  it('holds a crashed worker until a recover, whatever it last said', () => {
    const { a, asked, report } = playback();
    report('playing');
    a.send({ type: 'worker.crashed' });
    expect(a.getSnapshot().value).toBe('crashed');
    expect(statusOf('crashed')).toBe('error');
    report('paused');
    expect(a.getSnapshot().value).toBe('crashed');
    expect(enabled(a)).toEqual([]);
    a.send({ type: 'recover.pressed' });
    expect(a.getSnapshot().value).toBe('loading');
    expect(asked).toEqual(['recover']);
    report('paused');
    expect(a.getSnapshot().value).toBe('paused');
  });

  it('shows a seek as playing, in the worker’s words', () => {
    expect(statusOf('seeking')).toBe('playing');
    expect(statusOf('paused')).toBe('paused');
  });
});
