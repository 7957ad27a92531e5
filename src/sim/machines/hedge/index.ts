// Public API of hedged requests (Dean & Barroso, "The Tail at Scale").
export { Hedging, type HedgeConfig, type HedgeOptions } from './hedging';
export { hedgeMachine, hedgeDelayMs, type HedgeEvent, type LatencySink } from './hedgeMachine';
