// The engine's public face: everything outside src/sim/engine imports from here.
export { createSimulation, runScenario, Simulation } from './simulation';
export { SimulationLimitError } from './inFlight';
export { DEFAULT_LIMITS, offeredRequests, scenarioLimitIssues } from './limits';
export { meanOf, sampleDistribution } from './sampleDistribution';
export type * from './types';
export { edgeKey } from './types';
export type * from './simulationApi';
