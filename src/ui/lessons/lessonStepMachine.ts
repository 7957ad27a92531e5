// A lesson's steps as a statechart. Hidden (no lesson on screen: the keys do nothing; it
// keeps its step for when the same lesson shows again, unless another preset came) or shown, where each step is reading (the story, what to watch, what you should see),
// predicting → revealed (a Predict step), or trying (a "try it"). A clicker's press (Page
// Down / Page Up, N / P) is an event; before it moves to another step, the step on screen may
// take it: a text longer than its box pages on (anywhere); on the stage (presenter mode) a
// Predict step reveals its answer and a try not yet running runs. So a clicker alone reaches
// every part of a step. Back pages up, then goes back a step.
// Pure: the step's text box is reached through textPager's Scrollable, a "try it" is asked
// for with an emitted event the panel runs.
import { assign, emit, setup } from 'xstate';
import type { LessonStep } from '../../scenarios/lessonSteps';
import { hasMore, pageText, type Scrollable } from './textPager';

/** What the machine needs of a step: where a press may stop inside it. */
export type StepShape =
  { kind: 'read' } | { kind: 'predict'; choices: number } | { kind: 'try'; tryId: string };

export const stepShape = (step: LessonStep): StepShape =>
  step.kind === 'predict'
    ? { kind: 'predict', choices: step.prediction.choices.length }
    : step.kind === 'try'
      ? { kind: 'try', tryId: step.step.id }
      : { kind: 'read' };

export interface LessonStepContext {
  /** The preset whose lesson the index belongs to: another preset starts at step 0. */
  presetId: string | null;
  steps: readonly StepShape[];
  index: number;
  /** The room's pick on the Predict step on screen (0 = A). */
  picked: number | null;
  presenter: boolean;
  /** The lesson variant running (lessonVariants.ts): a try already running is not run again. */
  variant: string | null;
  /** The step's text box on screen. */
  text: Scrollable | null;
}

export type LessonStepEvent =
  | { type: 'lesson.shown'; presetId: string | null; steps: readonly StepShape[] }
  | { type: 'lesson.hidden'; presetId: string | null }
  | { type: 'step.chosen'; index: number }
  | { type: 'next.pressed' }
  | { type: 'previous.pressed' }
  | { type: 'choice.picked'; choice: number }
  | { type: 'reveal.requested' }
  | { type: 'text.attached'; text: Scrollable | null }
  | { type: 'presenter.changed'; presenter: boolean }
  | { type: 'variant.changed'; variant: string | null };

export type LessonStepEmitted = { type: 'try.requested'; tryId: string };

const clamp = (index: number, count: number) => Math.max(0, Math.min(count - 1, index));
const shapeOf = (c: LessonStepContext): StepShape | undefined => c.steps[c.index];
/** A step shown afresh: nothing picked (and, by its state, nothing revealed). */
const FRESH = { picked: null } as const;

export const lessonStepMachine = setup({
  types: {
    context: {} as LessonStepContext,
    events: {} as LessonStepEvent,
    emitted: {} as LessonStepEmitted,
  },
  guards: {
    otherPreset: ({ context, event }) =>
      (event.type === 'lesson.shown' || event.type === 'lesson.hidden') &&
      event.presetId !== context.presetId,
    otherStep: ({ context, event }) =>
      event.type === 'step.chosen' && clamp(event.index, context.steps.length) !== context.index,
    notFirst: ({ context }) => context.index > 0,
    notLast: ({ context }) => context.index < context.steps.length - 1,
    textMoreBelow: ({ context }) => context.text !== null && hasMore(context.text, 1),
    textMoreAbove: ({ context }) => context.text !== null && hasMore(context.text, -1),
    onPredict: ({ context }) => shapeOf(context)?.kind === 'predict',
    onTry: ({ context }) => shapeOf(context)?.kind === 'try',
    presenter: ({ context }) => context.presenter,
    tryNotRunning: ({ context }) => {
      const shape = shapeOf(context);
      return context.presenter && shape?.kind === 'try' && context.variant !== shape.tryId;
    },
    choiceExists: ({ context, event }) => {
      const shape = shapeOf(context);
      return (
        event.type === 'choice.picked' &&
        shape?.kind === 'predict' &&
        Number.isInteger(event.choice) &&
        event.choice >= 0 &&
        event.choice < shape.choices
      );
    },
  },
  actions: {
    takeLesson: assign(({ context, event }) => {
      if (event.type !== 'lesson.shown') return {};
      const fresh = event.presetId !== context.presetId;
      const index = fresh ? 0 : clamp(context.index, event.steps.length);
      return { presetId: event.presetId, steps: event.steps, index, ...(fresh ? FRESH : {}) };
    }),
    forgetStep: assign(({ event }) =>
      event.type === 'lesson.hidden' ? { presetId: event.presetId, index: 0, ...FRESH } : {},
    ),
    goTo: assign(({ context, event }) =>
      event.type === 'step.chosen'
        ? { index: clamp(event.index, context.steps.length), ...FRESH }
        : {},
    ),
    advance: assign(({ context }) => ({ index: context.index + 1, ...FRESH })),
    retreat: assign(({ context }) => ({ index: context.index - 1, ...FRESH })),
    pick: assign(({ event }) => (event.type === 'choice.picked' ? { picked: event.choice } : {})),
    // The one side effect: the text box on screen scrolls by a page.
    pageDown: ({ context }) => void pageText(context.text, 1),
    pageUp: ({ context }) => void pageText(context.text, -1),
    takeText: assign(({ event }) => (event.type === 'text.attached' ? { text: event.text } : {})),
    takePresenter: assign(({ event }) =>
      event.type === 'presenter.changed' ? { presenter: event.presenter } : {},
    ),
    takeVariant: assign(({ event }) =>
      event.type === 'variant.changed' ? { variant: event.variant } : {},
    ),
    requestTry: emit(({ context }) => {
      const shape = shapeOf(context);
      return { type: 'try.requested' as const, tryId: shape?.kind === 'try' ? shape.tryId : '' };
    }),
  },
}).createMachine({
  id: 'lessonStep',
  context: {
    presetId: null,
    steps: [],
    index: 0,
    ...FRESH,
    presenter: false,
    variant: null,
    text: null,
  },
  initial: 'hidden',
  on: {
    'text.attached': { actions: 'takeText' },
    'presenter.changed': { actions: 'takePresenter' },
    'variant.changed': { actions: 'takeVariant' },
  },
  states: {
    hidden: {
      initial: 'fresh',
      on: {
        'lesson.hidden': { guard: 'otherPreset', target: '.fresh', actions: 'forgetStep' },
      },
      states: {
        fresh: { on: { 'lesson.shown': { target: '#lessonStep.shown', actions: 'takeLesson' } } },
        // The same lesson shown again is where it was left, a revealed answer included.
        keeping: {
          on: {
            'lesson.shown': [
              { guard: 'otherPreset', target: '#lessonStep.shown', actions: 'takeLesson' },
              { target: '#lessonStep.shown.resumed', actions: 'takeLesson' },
            ],
          },
        },
      },
    },
    shown: {
      initial: 'entering',
      on: {
        'lesson.hidden': [
          { guard: 'otherPreset', target: 'hidden.fresh', actions: 'forgetStep' },
          { target: 'hidden.keeping' },
        ],
        'lesson.shown': [
          { guard: 'otherPreset', target: '.entering', actions: 'takeLesson' },
          { actions: 'takeLesson' },
        ],
        'step.chosen': { guard: 'otherStep', target: '.entering', actions: 'goTo' },
        'next.pressed': [
          { guard: 'textMoreBelow', actions: 'pageDown' },
          { guard: 'notLast', target: '.entering', actions: 'advance' },
        ],
        'previous.pressed': [
          { guard: 'textMoreAbove', actions: 'pageUp' },
          { guard: 'notFirst', target: '.entering', actions: 'retreat' },
        ],
        'choice.picked': { guard: 'choiceExists', actions: 'pick' },
      },
      states: {
        // Which kind of step the index is on.
        entering: {
          always: [
            { guard: 'onPredict', target: 'predicting' },
            { guard: 'onTry', target: 'trying' },
            { target: 'reading' },
          ],
        },
        resumed: { type: 'history', target: 'entering' },
        reading: {},
        predicting: {
          on: {
            'reveal.requested': 'revealed',
            // The text pages first (as on every step), then the stage reveals the answer.
            'next.pressed': [
              { guard: 'textMoreBelow', actions: 'pageDown' },
              { guard: 'presenter', target: 'revealed' },
            ],
          },
        },
        revealed: {},
        trying: {
          on: {
            'next.pressed': [
              { guard: 'textMoreBelow', actions: 'pageDown' },
              { guard: 'tryNotRunning', actions: 'requestTry' },
            ],
          },
        },
      },
    },
  },
});
