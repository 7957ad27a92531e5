// Pure: no DOM, no wall clock, no randomness.
// What the theory overlays say, as codes with values: the page renders them through its
// catalogs (in any language), the CLI and the tests through these English templates. The
// English catalog imports these tables, so each English sentence is declared once, here.
import { fillTemplate, type TemplateValues } from '../fillTemplate';

/** The figures and names a phrase quotes, by placeholder name. */
export type PhraseValues = TemplateValues;

export interface Phrase<C extends string = string> {
  code: C;
  values: PhraseValues;
}

export const THEORY_EN = {
  erlangB: 'Erlang B',
  erlangC: 'M/M/c (Erlang C)',
  little: "Little's law",
  availability: 'availability 1 − p^N',
  amplification: 'retry amplification',
} as const;
export type TheoryCode = keyof typeof THEORY_EN;

/** What a theory predicts ("mean queue wait with c = 4, ρ = 0.8:"). */
export const WHAT_EN = {
  refusedRequests: 'share of requests refused with c = {{c}}, a = {{a}} erlangs:',
  queueWait: 'mean queue wait with c = {{c}}, ρ = {{rho}}:',
  refusedCalls: 'share of calls refused with {{c}} slots, a = {{a}} erlangs:',
  inService: 'mean requests in {{service}} (λ·W):',
  availability: "{{client}}'s availability",
  attempts: 'attempts at {{service}} per client request',
} as const;
export type WhatCode = keyof typeof WHAT_EN;

/** Why a closed form does not describe this part of the scenario. */
export const BECAUSE_EN = {
  noFigures: 'the run has no figures for {{service}}',
  manyRoutes: '{{service}} has {{routes}} routes with different service laws',
  callsOthers: '{{service}} calls other services, so its service time is not its own law',
  abandonment: "requests leave {{service}}'s queue after {{ms}} ms (abandonment)",
  cancellation: 'callers that give up take their requests out of the queue',
  notExponential: "{{service}}'s service time is {{law}}, not exponential",
  overCapacity:
    'the load {{load}}/s is at or above the capacity {{capacity}}/s: there is no steady state',
  queueOverflowed:
    'the queue of {{capacity}} overflowed {{times}} times: that is M/M/c/K, not M/M/c',
  noBulkhead: '{{edge}} has no bulkhead',
  bulkheadOff: "{{edge}}'s bulkhead is off",
  bulkheadWaits: "{{edge}}'s bulkhead lets callers wait ({{ms}} ms): a loss system refuses at once",
  edgeRetries: '{{edge}} retries, so the calls are not a Poisson stream',
  clientNotPoisson: "{{client}}'s arrivals are not Poisson at a constant rate",
  notCalledOnce: '{{service}} does not call {{callee}} exactly once, first, on its only route',
  callerQueued: "{{service}}'s own requests queued, which bunches its calls",
  tooFewEntered: 'only {{entered}} requests entered {{service}}: too few for an average',
  longStay:
    'the mean time in {{service}} ({{seconds}} s) is not small against the run ({{runS}} s): requests still inside at the end are not counted',
  noClient: 'there is no client "{{client}}"',
  noService: 'there is no service "{{service}}"',
  nothingSent: 'no client sends anything',
  timeline: 'faults come and go on a timeline, so failures are not independent of time',
  timedOut: '{{edge}} timed out {{times}} times: a timeout depends on load, not on a coin',
  breakerRefused: "{{edge}}'s breaker refused calls: its state depends on past calls",
  bulkheadRefused: "{{edge}}'s bulkhead refused calls: that depends on load",
  serviceRefused: '{{service}} refused {{count}} requests (queue full): that depends on load',
  retryBudget: 'a retry budget makes each retry depend on past successes',
  calledByServices: '{{service}} is called by {{callers}}, not only by clients',
  nothingCalls: 'nothing calls {{service}}',
  arrivalsOf: "{{client}}'s arrivals are {{type}}, not Poisson",
  schedule: "{{client}}'s rate changes over time (a schedule)",
  clientRetries: '{{client}} retries, and a retry depends on what happened before',
  latencyFault: "{{service}}'s latency is multiplied by a fault",
  coldStart: '{{service}} has a cold start',
  scheduledFaults: '{{service}} has scheduled faults',
} as const;
export type BecauseCode = keyof typeof BECAUSE_EN;

/** How an overlay's verdict is worded around its parts. */
export const VERDICT_EN = {
  applies:
    '{{theory}}: {{what}} {{predicted}}{{unit}} in theory, {{measured}}{{unit}} measured: {{verdict}}',
  agrees: 'agrees within {{pct}} %',
  differs: 'differs by {{pct}} %',
  notApply: '{{theory}} does not apply here, because {{because}}',
} as const;

export const phrase = <C extends string>(code: C, values: PhraseValues = {}): Phrase<C> => ({
  code,
  values,
});

/** Fills `{{name}}` in a template (the catalogs' placeholder syntax). */
export const fill = fillTemplate;
