// Pure: the retry breaker's settings (Brooker 2022), shown in the Retry group when the retry
// budget's kind is "retry breaker". Ranges and defaults come from the schema.
import { budgetIs } from './protectionSettings';
import { num, type Setting } from './settingTypes';

const E = 'edge';
const isRetryBreaker = budgetIs('retryBreaker');

export const RETRY_BREAKER_SETTINGS: readonly Setting[] = [
  num(E, 'Retry', {
    path: ['retry', 'budget', 'retryBreaker', 'failureRateThreshold'],
    name: 'retryBreaker.failureRateThreshold',
    label: 'Failure rate that stops retries',
    unit: '%',
    step: 1,
    visibleWhen: isRetryBreaker,
    help: 'Retries stop while more than this share of the recent attempts failed; first tries always go out. Brooker’s simulation: 10 %.',
  }),
  num(E, 'Retry', {
    path: ['retry', 'budget', 'retryBreaker', 'windowSize'],
    name: 'retryBreaker.windowSize',
    label: 'Recent attempts counted',
    unit: 'attempts',
    step: 1,
    sliderMax: 1_000,
    log: true,
    visibleWhen: isRetryBreaker,
    help: 'How many of the latest attempts (retries included) the failure rate is taken over. A small client with few attempts behind it sees any failure as a high rate.',
  }),
];
