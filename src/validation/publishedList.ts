// Pure: the published results `npm run validate` compares the engine with, row by row (each a
// figure of ours against the source's). The unit suite asserts the same comparisons
// (src/validation/published/*.test.ts). The library race against the real opossum and
// cockatiel needs a fake clock for their timers, so it runs in the unit suite only
// (scripts/validation/libraryRace.test.ts).
import { awsBackoffTable } from './published/awsBackoffTable';
import { brookerAdaptiveCurve } from './published/brookerAdaptiveCurve';
import type { Comparison } from './published/comparison';

export const PUBLISHED: readonly (() => Comparison)[] = [awsBackoffTable, brookerAdaptiveCurve];
