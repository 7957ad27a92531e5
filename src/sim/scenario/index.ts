export * from './distribution';
export * from './faults';
export * from './policy';
export * from './scenarioSchema';
export * from './parseScenario';
export { findCycle } from './references';
export * from './bounds';
export * from './names';
export * from './editTimeline';
