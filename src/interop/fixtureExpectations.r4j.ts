// Test support: what each Resilience4j config fixture should give (fixtureExpectations.ts).
import type { Expected } from './fixtureExpectations';

export const R4J_FIXTURES: Expected[] = [
  {
    file: 'r4j-01-nested-camel.yml',
    calls: {
      'app->backendA': {
        breaker: {
          enabled: true,
          slidingWindowSize: 100,
          failureRateThreshold: 60,
          waitDurationInOpenStateMs: 10_000,
          permittedNumberOfCallsInHalfOpenState: 10,
          minimumNumberOfCalls: 100,
        },
        // One layer nests in no other: the call's own order stays.
        layerOrder: 'breaker-bulkhead-retry',
      },
      // backendB inherits the `default` config: its own settings win.
      'app->backendB': {
        breaker: {
          enabled: true,
          slidingWindowSize: 10,
          minimumNumberOfCalls: 10,
          failureRateThreshold: 50,
          waitDurationInOpenStateMs: 5_000,
          permittedNumberOfCallsInHalfOpenState: 3,
        },
      },
    },
    notExpressed: ['10:resilience4j.circuitbreaker.configs.default.registerHealthIndicator'],
  },
  {
    file: 'r4j-02-kebab.yml',
    calls: {
      'app->inventory-service': {
        breaker: {
          slidingWindowType: 'TIME_BASED',
          slidingWindowSize: 30,
          minimumNumberOfCalls: 20,
          failureRateThreshold: 25,
          slowCallRateThreshold: 80,
          slowCallDurationThresholdMs: 2_000,
          waitDurationInOpenStateMs: 30_000,
          automaticTransitionFromOpenToHalfOpenEnabled: true,
        },
      },
    },
    notExpressed: [],
  },
  {
    file: 'r4j-03-dotted.yml',
    calls: {
      'app->orders': {
        timeoutMs: 800,
        retry: {
          enabled: true,
          maxAttempts: 5,
          backoff: {
            type: 'exponential',
            initialIntervalMs: 100,
            multiplier: 2,
            maxIntervalMs: 5_000,
          },
          jitter: 'equal',
          // retryExceptions names only IOException: Resilience4j's own refusals are not retried.
          retryOnCircuitOpen: false,
          retryOnBulkheadFull: false,
        },
      },
    },
    notExpressed: [
      '11:resilience4j.retry.instances.orders.randomizedWaitFactor',
      '18:resilience4j.timelimiter.instances.orders.cancelRunningFuture',
      '13:resilience4j.retry.instances.orders.retryExceptions',
    ],
  },
  {
    file: 'r4j-04-backends.yml',
    calls: {
      'app->payment': {
        breaker: {
          enabled: true,
          permittedNumberOfCallsInHalfOpenState: 4,
          slidingWindowSize: 40,
          failureRateThreshold: 30,
        },
        retry: {
          enabled: true,
          maxAttempts: 2,
          backoff: { type: 'constant', initialIntervalMs: 1_000 },
        },
      },
    },
    notExpressed: [],
  },
  {
    file: 'r4j-05-application.properties',
    calls: {
      'app->catalog': {
        breaker: {
          slidingWindowSize: 20,
          minimumNumberOfCalls: 5,
          failureRateThreshold: 50,
          waitDurationInOpenStateMs: 20_000,
        },
        retry: { maxAttempts: 3, backoff: { type: 'constant', initialIntervalMs: 250 } },
      },
    },
    notExpressed: [
      '10:management',
      '6:resilience4j.circuitbreaker.instances.catalog.record-exceptions',
    ],
  },
  {
    file: 'r4j-05-application.properties',
    options: {
      exceptions: {
        'java.io.IOException': 'network',
        'java.util.concurrent.TimeoutException': 'timeout',
      },
    },
    calls: { 'app->catalog': { breaker: { enabled: true } } },
    // With the table confirmed, only the recorded kinds are failures; the rest count as successes.
    classification: {
      network: 'failure',
      timeout: 'failure',
      http5xx: 'success',
      http429: 'success',
      poison: 'success',
    },
    notExpressed: ['10:management'],
  },
  {
    file: 'r4j-06-bulkheads.yml',
    calls: {
      'app->search': { bulkhead: { enabled: true, maxConcurrentCalls: 20, maxWaitDurationMs: 50 } },
      'app->reports': {
        bulkhead: {
          enabled: true,
          maxConcurrentCalls: 8,
          maxQueueLength: 16,
          maxWaitDurationMs: 600_000,
        },
      },
    },
    notExpressed: [
      '12:resilience4j.thread-pool-bulkhead.instances.reports.coreThreadPoolSize',
      '14:resilience4j.thread-pool-bulkhead.instances.reports.keepAliveDuration',
    ],
  },
  {
    file: 'r4j-07-ratelimiter.yml',
    calls: {
      'app->partner-api': {
        rateLimiter: {
          enabled: true,
          limitForPeriod: 10,
          limitRefreshPeriodMs: 1_000,
          timeoutMs: 0,
        },
        layerOrder: 'breaker-bulkhead-retry',
      },
    },
    notExpressed: ['12:resilience4j.ratelimiter.instances.partner-api.registerHealthIndicator'],
  },
  {
    file: 'r4j-08-configs-inheritance.yml',
    // A shared config without baseConfig builds on `default` too, as Resilience4j's binder does.
    calls: {
      'app->billing': {
        breaker: {
          failureRateThreshold: 10,
          minimumNumberOfCalls: 5,
          waitDurationMultiplierInOpenState: 2,
          maxWaitDurationInOpenStateMs: 120_000,
          waitDurationInOpenStateMs: 20_000,
        },
      },
      'app->shipping': {
        breaker: {
          slidingWindowSize: 50,
          failureRateThreshold: 50,
          waitDurationInOpenStateMs: 20_000,
          waitDurationMultiplierInOpenState: 1,
        },
      },
    },
    notExpressed: [],
  },
  {
    file: 'r4j-09-all-modules.properties',
    calls: {
      'app->users': {
        breaker: { enabled: true, slidingWindowSize: 25, failureRateThreshold: 40 },
        retry: { enabled: true, maxAttempts: 4, backoff: { initialIntervalMs: 200 } },
        bulkhead: { enabled: true, maxConcurrentCalls: 15 },
        rateLimiter: {
          enabled: true,
          limitForPeriod: 30,
          limitRefreshPeriodMs: 500,
          timeoutMs: 5_000,
        },
        timeoutMs: 3_000,
        // circuitBreakerAspectOrder=1 puts the breaker outside Spring's default Retry.
        layerOrder: 'breaker-retry-rateLimiter-bulkhead',
      },
    },
    notExpressed: [],
  },
  {
    file: 'r4j-10-out-of-range.yml',
    calls: { 'app->legacy': { breaker: { enabled: true, waitDurationInOpenStateMs: 2_000 } } },
    notExpressed: [
      '6:resilience4j.circuitbreaker.instances.legacy.slidingWindowSize',
      '7:resilience4j.circuitbreaker.instances.legacy.failureRateThreshold',
    ],
  },
  {
    file: 'r4j-11-retry-refusals.yml',
    calls: {
      // An open breaker's CallNotPermittedException is ignored; a full bulkhead is retried.
      'app->catalog': {
        retry: { enabled: true, retryOnCircuitOpen: false, retryOnBulkheadFull: true },
      },
      // Only the bulkhead's and the rate limiter's refusals are retried: not an open breaker's.
      'app->search': {
        retry: { enabled: true, retryOnCircuitOpen: false, retryOnBulkheadFull: true },
        bulkhead: { enabled: true, maxConcurrentCalls: 5 },
        rateLimiter: { enabled: true, limitForPeriod: 20, timeoutMs: 0 },
      },
    },
    // The application's own class follows the simulation's failure kinds.
    notExpressed: ['10:resilience4j.retry.instances.catalog.ignoreExceptions'],
  },
];
