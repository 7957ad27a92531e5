// Public API of client-side adaptive throttling (Google SRE book, ch. 21).
export { AdaptiveThrottle, type ThrottleConfig, type ThrottleOptions } from './adaptiveThrottle';
export { throttleMachine, isAccepted, type ThrottleEvent } from './throttleMachine';
export { rejectProbability } from './throttleRules';
