// What a preset is: a scenario plus a lesson a teacher can step through. Plain data, so a
// preset, a file and a link are the same thing, and the lesson's claims can be checked by
// running the engine (src/scenarios/lessons.test.ts).
import type { ScenarioInput } from '../../sim/scenario';
import type { PatchOp } from '../patch';

/**
 * A number read from a run. `report` is a path into the RunReport
 * (`clients[reader].availability`, `edges[a->b].retries`, `transitions.length`);
 * `frames` aggregates a path of the per-second frames over [fromS, toS);
 * `ratio` divides two metrics; `firstTransitionS` is when an edge's breaker first
 * entered a state (Infinity when it never did).
 */
export type Metric =
  | {
      report: string;
      /** A count the report leaves out when it is zero (failuresByReason). */ absentIsZero?: boolean;
    }
  | { frames: string; agg: 'max' | 'mean' | 'sum' | 'min'; fromS?: number; toS?: number }
  | { ratio: readonly [Metric, Metric] }
  | { firstTransitionS: { edge: string; to: string } };

/** A sentence that a run can confirm or refute: a metric and its bounds. */
export interface Goal {
  text: string;
  metric: Metric;
  atLeast?: number;
  atMost?: number;
}

/** A sentence of the lesson, checked on the preset or on one of its "try it" variants. */
export interface Claim extends Goal {
  /** `baseline`, or the id of a try step whose patch is applied first. */
  variant: string;
}

/** One "try it" button: a concrete change to the preset's scenario. */
export interface TryStep {
  id: string;
  label: string;
  /** Why this change should help (or hurt). */
  why: string;
  /** Applied to the preset's own scenario, not to the previous step. */
  patch: PatchOp[];
  /** What you should see after applying it. */
  expect: string;
}

/** One answer to a prediction: a range of the measured value. */
export interface Choice {
  label: string;
  atLeast?: number;
  atMost?: number;
}

/**
 * Predict, then reveal: a question the room answers before it watches, and the metric that
 * answers it from the run. The answer is the choice whose range holds the measured value
 * (lessons.test.ts checks it is the one marked `answer`, so `why` explains the right one).
 */
export interface Prediction {
  question: string;
  /** `baseline`, or the id of a try step: the run the answer is read from. */
  variant: string;
  metric: Metric;
  choices: Choice[];
  /** The index of the choice the run lands in. */
  answer: number;
  /** Why it comes out that way, shown with the measured answer. */
  why: string;
}

/**
 * A service's figure a lesson points the room at, shown on the presenter card (the stage's
 * card keeps the name, the health and one or two of these; src/ui/graph/stageFigures.ts).
 */
export type StageFigure =
  'received' | 'workers' | 'pool' | 'errors' | 'errorsSoFar' | 'queue' | 'p99';

export interface Lesson {
  title: string;
  /** What the system is, paragraph by paragraph. */
  story: string[];
  /** What to look at while it runs. */
  watch: string[];
  try: TryStep[];
  /** What you should see in the preset as it is. */
  expect: string[];
  claims: Claim[];
  /** Questions for the room, asked after the story, answered by the run. */
  predictions?: Prediction[];
  /** Where the numbers come from. */
  source: string;
  /**
   * The figures its "watch" list names, one or two, for the presenter card (absent: workers
   * and errors). More would widen every card and shrink the stage's text.
   */
  stageFigures?: readonly StageFigure[];
}

export interface Preset {
  id: string;
  scenario: ScenarioInput;
  lesson: Lesson;
}
