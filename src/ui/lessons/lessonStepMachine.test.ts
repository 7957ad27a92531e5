// A lesson's steps driven by events as the keys, a clicker and the panel send them: where a
// press stops inside a step, the buttons the panel offers (state.can), and what a hidden
// lesson keeps.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lessonStepMachine, type StepShape } from './lessonStepMachine';

const READ: StepShape = { kind: 'read' };
const PREDICT: StepShape = { kind: 'predict', choices: 4 };
const TRY: StepShape = { kind: 'try', tryId: 'add-breaker' };
/** Story, a prediction, what to watch, what you should see, a try. */
const STEPS = [READ, PREDICT, READ, READ, TRY];

function lesson(presetId = 'retry-storm', steps = STEPS) {
  const a = createActor(lessonStepMachine).start();
  a.send({ type: 'lesson.shown', presetId, steps });
  return a;
}
type Lesson = ReturnType<typeof lesson>;
const next = (a: Lesson, times = 1) => {
  for (let i = 0; i < times; i++) a.send({ type: 'next.pressed' });
};
const previous = (a: Lesson, times = 1) => {
  for (let i = 0; i < times; i++) a.send({ type: 'previous.pressed' });
};
const at = (a: Lesson) => ({
  index: a.getSnapshot().context.index,
  state: a.getSnapshot().value,
});
/** A text box of `pages` screens of 100 px each. */
const textBox = (pages: number) => ({ scrollTop: 0, clientHeight: 100, scrollHeight: pages * 100 });

describe('the lesson step machine', () => {
  it('does nothing with a press while no lesson is shown', () => {
    const a = createActor(lessonStepMachine).start();
    next(a);
    expect(a.getSnapshot().matches('hidden')).toBe(true);
    expect(a.getSnapshot().context.index).toBe(0);
  });

  it('walks the steps by their kind, and stops at either end', () => {
    const a = lesson();
    expect(at(a)).toEqual({ index: 0, state: { shown: 'reading' } });
    next(a);
    expect(at(a)).toEqual({ index: 1, state: { shown: 'predicting' } });
    next(a, 10);
    expect(at(a)).toEqual({ index: 4, state: { shown: 'trying' } });
    previous(a, 10);
    expect(at(a)).toEqual({ index: 0, state: { shown: 'reading' } });
  });

  it('pages a long text before the lesson moves on, and back up before it goes back', () => {
    const a = lesson();
    const box = textBox(3);
    a.send({ type: 'text.attached', text: box });
    // Pages of 85 % of the box: 85, 170, then the end at 200.
    next(a, 3);
    expect(at(a).index).toBe(0);
    expect(box.scrollTop).toBe(200);
    next(a);
    expect(at(a).index).toBe(1);
    // The next step's text box replaces this one (the panel mounts it afresh).
    a.send({ type: 'text.attached', text: textBox(1) });
    a.send({ type: 'text.attached', text: box });
    previous(a);
    expect(at(a).index).toBe(1);
    expect(box.scrollTop).toBeLessThan(200);
  });

  it('reads "more below" from the text\'s lines when the box gives them, not from its margin', () => {
    // Four lines of 24 px end at 114 px in a 120 px box; a margin makes it 130 px tall.
    const lines = [0, 30, 60, 90].map((top) => ({ top, bottom: top + 24 }));
    const fits = { scrollTop: 0, clientHeight: 120, scrollHeight: 130, lines: () => lines };
    const a = lesson();
    a.send({ type: 'text.attached', text: fits });
    next(a);
    expect(at(a).index).toBe(1);
    expect(fits.scrollTop).toBe(0);
    // A fifth line below the box: the press pages first, to a line's top.
    const more = [...lines, { top: 120, bottom: 144 }];
    const long = { scrollTop: 0, clientHeight: 120, scrollHeight: 150, lines: () => more };
    a.send({ type: 'text.attached', text: long });
    next(a);
    expect(at(a).index).toBe(1);
    expect(more.some((l) => l.top - 6 === long.scrollTop)).toBe(true);
  });

  it('reveals a Predict step on a press only on the stage', () => {
    const a = lesson();
    a.send({ type: 'step.chosen', index: 1 });
    next(a);
    expect(at(a)).toEqual({ index: 2, state: { shown: 'reading' } });
    a.send({ type: 'presenter.changed', presenter: true });
    previous(a);
    next(a);
    expect(at(a)).toEqual({ index: 1, state: { shown: 'revealed' } });
    next(a);
    expect(at(a).index).toBe(2);
  });

  it('reveals with the button anywhere, once', () => {
    const a = lesson();
    a.send({ type: 'step.chosen', index: 1 });
    expect(a.getSnapshot().can({ type: 'reveal.requested' })).toBe(true);
    a.send({ type: 'reveal.requested' });
    expect(at(a).state).toEqual({ shown: 'revealed' });
    expect(a.getSnapshot().can({ type: 'reveal.requested' })).toBe(false);
  });

  it('asks for the try on the stage unless it already runs, then moves on', () => {
    const a = lesson();
    const asked: string[] = [];
    a.on('try.requested', (e) => asked.push(e.tryId));
    a.send({ type: 'presenter.changed', presenter: true });
    a.send({ type: 'step.chosen', index: 4 });
    next(a);
    expect(asked).toEqual(['add-breaker']);
    a.send({ type: 'variant.changed', variant: 'add-breaker' });
    next(a);
    expect(asked).toEqual(['add-breaker']);
    // The last step: nowhere further to go.
    expect(at(a)).toEqual({ index: 4, state: { shown: 'trying' } });
  });

  it('picks only among the Predict step’s choices; a new step starts unpicked, unrevealed', () => {
    const a = lesson();
    a.send({ type: 'choice.picked', choice: 0 });
    expect(a.getSnapshot().context.picked).toBeNull();
    a.send({ type: 'step.chosen', index: 1 });
    expect(a.getSnapshot().can({ type: 'choice.picked', choice: 4 })).toBe(false);
    a.send({ type: 'choice.picked', choice: 2 });
    a.send({ type: 'reveal.requested' });
    expect(a.getSnapshot().context.picked).toBe(2);
    next(a);
    previous(a);
    expect(at(a)).toEqual({ index: 1, state: { shown: 'predicting' } });
    expect(a.getSnapshot().context.picked).toBeNull();
  });

  it('offers Back and Next as far as the lesson goes', () => {
    const a = lesson();
    const can = (index: number) => a.getSnapshot().can({ type: 'step.chosen', index });
    expect(can(-1)).toBe(false);
    expect(can(1)).toBe(true);
    a.send({ type: 'step.chosen', index: 4 });
    expect(can(5)).toBe(false);
    expect(can(3)).toBe(true);
  });

  it('keeps the step and a revealed answer while the same lesson is hidden', () => {
    const a = lesson();
    a.send({ type: 'step.chosen', index: 1 });
    a.send({ type: 'reveal.requested' });
    a.send({ type: 'lesson.hidden', presetId: 'retry-storm' });
    next(a);
    a.send({ type: 'lesson.shown', presetId: 'retry-storm', steps: STEPS });
    expect(at(a)).toEqual({ index: 1, state: { shown: 'revealed' } });
  });

  it('starts another preset’s lesson, or the same one after another preset, at its first step', () => {
    const a = lesson();
    a.send({ type: 'step.chosen', index: 3 });
    a.send({ type: 'lesson.shown', presetId: 'pool-domino', steps: [READ, READ] });
    expect(at(a)).toEqual({ index: 0, state: { shown: 'reading' } });
    a.send({ type: 'step.chosen', index: 1 });
    a.send({ type: 'lesson.hidden', presetId: 'pool-domino' });
    // The user's own scenario (no preset), then the lesson again.
    a.send({ type: 'lesson.hidden', presetId: null });
    a.send({ type: 'lesson.shown', presetId: 'pool-domino', steps: [READ, READ] });
    expect(at(a)).toEqual({ index: 0, state: { shown: 'reading' } });
  });
});
