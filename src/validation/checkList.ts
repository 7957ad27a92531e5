// Pure: every check `npm run validate` runs, in the report's order. A new check is an entry
// in one of these lists (or a new list added here).
import { QUEUEING_CHECKS } from './queueingChecks';
import { RETRY_CHECKS } from './retryChecks';
import type { ValidationCheck } from './validationCheck';

export const CHECKS: readonly ValidationCheck[] = [...QUEUEING_CHECKS, ...RETRY_CHECKS];
