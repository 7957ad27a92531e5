// Pure: every check `npm run validate` runs, in the report's order. A new check is an entry
// in one of these lists (or a new list added here).
import { DISCIPLINE_CHECKS } from './disciplineChecks';
import { PROTECTION_CHECKS } from './protectionChecks';
import { QUEUEING_CHECKS } from './queueingChecks';
import { RETRY_CHECKS } from './retryChecks';
import { STABILITY_MAP_CHECK } from './stabilityMap';
import type { ValidationCheck } from './validationCheck';

export const CHECKS: readonly ValidationCheck[] = [
  ...QUEUEING_CHECKS,
  ...DISCIPLINE_CHECKS,
  ...RETRY_CHECKS,
  ...PROTECTION_CHECKS,
  STABILITY_MAP_CHECK,
];
