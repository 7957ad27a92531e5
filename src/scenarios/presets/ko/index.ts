// The lessons in Korean, by preset id: overlays on the English in the preset files.
import type { LessonTranslations } from '../lessonText';
import { benchKo, flappingBreakerKo, momentlyColdStartKo, timeoutBudgetKo } from './agentLessons';
import { availabilityChainKo, retryStormKo } from './chainLessons';
import { metastableKo, poolDominoKo } from './poolLessons';
import { breakerCascadeKo, oneBadReplicaKo } from './newLessons';
import { adaptiveLifoKo, hedgingTailKo } from './tailLessons';
import { libraryRaceKo } from './raceLesson';
import { cacheStampedeKo } from './cacheLessons';
import { backoffAndJitterKo, sharedRetryBudgetKo } from './trafficLessons';

export const LESSONS_KO: LessonTranslations = {
  'availability-chain': availabilityChainKo,
  'retry-storm': retryStormKo,
  'pool-domino': poolDominoKo,
  metastable: metastableKo,
  'timeout-budget': timeoutBudgetKo,
  'momently-cold-start': momentlyColdStartKo,
  'flapping-breaker': flappingBreakerKo,
  bench: benchKo,
  'breaker-cascade': breakerCascadeKo,
  'one-bad-replica': oneBadReplicaKo,
  'hedging-tail': hedgingTailKo,
  'adaptive-lifo': adaptiveLifoKo,
  'library-race': libraryRaceKo,
  'cache-stampede': cacheStampedeKo,
  'backoff-and-jitter': backoffAndJitterKo,
  'shared-retry-budget': sharedRetryBudgetKo,
};
