// 이슈 12 설정(레플리카, 실행 방식, 큐 순서, 새 보호 장치)의 한국어: 설정 id별 이름과 도움말.
// settingsKo.ts가 이것을 합친다. 영어는 topologySettings.ts와 protectionSettings.ts에 있다.
import type { SettingText } from './settingsKo';

export const WORLD_SETTINGS_KO: Readonly<Record<string, SettingText>> = {
  'service.replicas': {
    label: '레플리카',
    help: '서비스의 사본 수. 사본마다 워커, 큐, 장애가 따로 있다. 여러 개 중 하나만 나쁜 것이 전형적인 부분 장애다.',
  },
  'service.balancer': {
    label: '로드 밸런서',
    help: '호출자가 레플리카를 고르는 방법: 차례로, 무작위로, 요청이 가장 적은 것, 무작위로 뽑은 둘 중 나은 것.',
  },
  'service.outlierEjection.consecutive5xx': {
    label: '연속 실패 후 제외',
    help: 'Envoy의 이상치 제외: 이만큼 연달아 실패한 레플리카는 한동안 밸런싱에서 빠진다. 없음: 제외하지 않는다.',
  },
  'service.outlierEjection.baseEjectionTimeMs': {
    label: '첫 제외 시간',
    help: '제외된 레플리카가 빠져 있는 시간. 제외된 횟수만큼 곱한다.',
  },
  'service.outlierEjection.maxEjectionTimeMs': {
    label: '가장 긴 제외',
    help: '몇 번 제외되었든 한 번의 제외는 이보다 길지 않다.',
  },
  'service.outlierEjection.maxEjectionPercent': {
    label: '제외할 수 있는 최대 비율',
    help: '한꺼번에 빠질 수 있는 레플리카의 비율(하나는 늘 빠질 수 있다). Envoy 기본값: 10 %.',
  },
  'service.execution': {
    label: '워커 모델',
    help: '요청당 스레드: 요청은 자기 호출을 기다리는 동안에도 워커를 붙잡는다(서블릿 스레드). 이벤트 루프: 자기 일을 하는 동안만 붙잡으므로(비동기 I/O) 느린 피호출자가 이 서비스의 워커를 먹지 않는다.',
  },
  'service.queueDiscipline': {
    label: '큐 순서',
    help: '빈 워커가 어떤 대기 요청을 가져가는가. 적응형 LIFO는 큐가 고여 있을 때 가장 새 요청을 처리하고, 호출자가 이미 포기했을 만큼 기다린 요청은 버린다(Facebook의 controlled delay).',
  },
  'service.codel.targetMs': {
    label: '고인 큐에서 가장 긴 대기',
    help: '한 간격 동안 비지 않은 큐에서는 이보다 오래 기다린 요청을 버린다. Facebook의 값: 5 ms.',
  },
  'service.codel.intervalMs': {
    label: '고인 큐 판정 간격',
    help: '이만큼 비지 않은 큐는 고인 큐다. 비는 큐에서는 이것이 가장 긴 대기다. Facebook의 값: 100 ms.',
  },
  'edge.retry.budget.type': {
    label: '예산 종류',
    help: '시드 004의 토큰, gRPC의 토큰 버킷(실패마다 토큰 하나, 성공마다 일부를 돌려받고, 절반 아래면 재시도 중단), Finagle의 최근 요청 비율과 초당 하한, 또는 재시도 브레이커(최근 실패율이 임계값을 넘는 동안 재시도하지 않음).',
  },
  'edge.retry.budget.grpc.maxTokens': {
    label: '버킷 크기',
    help: '버킷은 가득 찬 채 시작한다. 실패마다 토큰 하나를 잃고, 절반보다 적게 남으면 재시도를 멈춘다.',
  },
  'edge.retry.budget.grpc.tokenRatio': {
    label: '성공마다 돌려받는 토큰',
    help: '성공 한 번이 버킷에 돌려놓는 양.',
  },
  'edge.retry.budget.finagle.percentCanRetry': {
    label: '요청 대비 재시도',
    help: '지난 TTL 동안의 요청 대비 허용하는 재시도 비율: 20 %면 요청 다섯에 재시도 하나.',
  },
  'edge.retry.budget.finagle.minRetriesPerSec': {
    label: '늘 허용하는 재시도',
    help: '하한: 트래픽이 적어도 초당 이만큼의 재시도는 허용한다.',
  },
  'edge.retry.budget.finagle.ttlMs': {
    label: '기억하는 기간',
    help: '요청이 재시도 권한을 쌓는 기간.',
  },
  'edge.retry.budget.retryBreaker.failureRateThreshold': {
    label: '재시도를 멈추는 실패율',
    help: '최근 시도 중 이 비율보다 많이 실패한 동안에는 재시도하지 않는다. 첫 시도는 언제나 나간다. Brooker의 시뮬레이션: 10 %.',
  },
  'edge.retry.budget.retryBreaker.windowSize': {
    label: '세는 최근 시도',
    help: '실패율을 계산하는 최근 시도의 수(재시도 포함). 지나온 시도가 적은 작은 클라이언트에게는 실패 하나도 높은 비율로 보인다.',
  },
  'edge.breaker.scope': {
    label: '서킷 브레이커 하나가 맡는 범위',
    help: '레플리카 전체에 브레이커 하나면 레플리카 하나가 나빠도 모두에게 열린다. 레플리카마다 하나면 나쁜 것에만 열리고 밸런서가 그것을 건너뛴다.',
  },
  'edge.rateLimiter.enabled': {
    label: '속도 제한기',
    help: 'Resilience4j의 RateLimiter: 기간마다 정해진 호출만 통과시키고, 나머지는 다음 기간을 기다리거나 거부된다.',
  },
  'edge.rateLimiter.limitForPeriod': {
    label: '기간당 호출',
    help: '기간마다 주는 허가 수.',
  },
  'edge.rateLimiter.limitRefreshPeriodMs': {
    label: '기간',
    help: '한 기간의 길이. 기간이 시작될 때 허가가 새로 채워진다.',
  },
  'edge.rateLimiter.timeoutMs': {
    label: '허가를 기다리는 시간',
    help: '다음 기간의 허가를 기다릴 수 있는 시간. 넘으면 거부된다.',
  },
  'edge.throttle.enabled': {
    label: '적응형 스로틀링',
    help: 'Google SRE 책 21장: 클라이언트가 max(0, (요청 − K × 수락) / (요청 + 1))의 확률로 스스로 호출을 거부한다.',
  },
  'edge.throttle.k': {
    label: '배수 K',
    help: '클라이언트는 백엔드가 받아 주는 양의 K배까지 보낸다. 책에서는 2. 낮을수록 엄격하다.',
  },
  'edge.throttle.windowMs': {
    label: '기록 기간',
    help: '요청과 수락을 이 기간 동안 센다(책에서는 2분).',
  },
  'edge.hedge.enabled': {
    label: '헤지 요청',
    help: 'The Tail at Scale: 응답이 늦으면 두 번째 시도를 보내고 먼저 오는 응답을 쓴다.',
  },
  'edge.hedge.delayMs': {
    label: '헤지까지 기다림',
    help: '두 번째 시도 전에 기다리는 시간(백분위를 알기 전까지도 이 값을 쓴다).',
  },
  'edge.hedge.delayPercentile': {
    label: '또는 이 백분위 뒤',
    help: '지금까지 응답의 이 백분위 뒤에 헤지한다(95: 가장 느린 5 %가 두 번째 시도를 받는다). 없음: 고정된 시간.',
  },
  'edge.hedge.maxHedgedShare': {
    label: '헤지하는 호출의 최대 비율',
    help: '두 번째 시도를 받는 호출 비율의 상한. 헤지가 부하를 두 배로 만들지 못하게 한다.',
  },
  'edge.hedge.cancelLoser': {
    label: '느린 시도 취소',
    help: '한 시도가 응답하면 다른 시도는 피호출자에서 취소된다. 끄면 그 일은 계속 돌며 낭비된다.',
  },
  'edge.concurrencyLimit.enabled': {
    label: '적응형 동시성 제한',
    help: 'Netflix concurrency-limits: 진행 중인 호출 수의 제한. 응답이 빠르면 오르고 느려지면 내려간다.',
  },
  'edge.concurrencyLimit.algorithm': {
    label: '알고리즘',
    help: 'AIMD: 좋은 호출마다 하나 올리고, 느린 호출이면 감소 비율을 곱한다. Gradient2: 장기 응답 시간과 단기 응답 시간의 비를 따른다.',
  },
  'edge.concurrencyLimit.initialLimit': {
    label: '시작 제한',
    help: '시작할 때 허용하는 진행 중 호출 수.',
  },
  'edge.concurrencyLimit.minLimit': {
    label: '가장 낮은 제한',
    help: '제한은 이 아래로 내려가지 않는다.',
  },
  'edge.concurrencyLimit.maxLimit': {
    label: '가장 높은 제한',
    help: '제한은 이 위로 오르지 않는다.',
  },
  'edge.concurrencyLimit.backoffRatio': {
    label: '느린 호출 때 줄이는 배수',
    help: 'AIMD는 호출이 타임아웃보다 느리면 제한에 이 값을 곱한다.',
  },
  'edge.concurrencyLimit.timeoutMs': {
    label: '느린 호출',
    help: 'AIMD: 이보다 느린 호출은 드롭으로 센다.',
  },
  'edge.concurrencyLimit.rttTolerance': {
    label: '허용하는 느려짐',
    help: 'Gradient2: 단기 응답 시간이 장기 응답 시간의 이 배수를 넘어야 제한이 내려간다.',
  },
  'edge.concurrencyLimit.smoothing': {
    label: '평활',
    help: 'Gradient2: 새 제한이 옛 제한에 대해 갖는 가중치.',
  },
  'edge.envoyThresholds.enabled': {
    label: 'Envoy 서킷 브레이커',
    help: '이 피호출자에 대한 Envoy의 임계값: 커넥션, 기다리는 요청, 진행 중인 요청이나 재시도가 정해진 수를 넘으면 호출을 곧바로 503으로 거부한다.',
  },
  'edge.envoyThresholds.maxConnections': {
    label: '커넥션',
    help: '진행 중인 요청이 이 수를 넘으면 커넥션을 기다린다(cx overflow로 센다).',
  },
  'edge.envoyThresholds.maxPendingRequests': {
    label: '기다리는 요청',
    help: '커넥션을 기다릴 수 있는 요청 수. 하나 더 오면 곧바로 거부한다.',
  },
  'edge.envoyThresholds.maxRequests': {
    label: '진행 중인 요청',
    help: '이 피호출자에게 동시에 진행 중일 수 있는 요청 수. 하나 더 오면 곧바로 거부한다.',
  },
  'edge.envoyThresholds.maxRetries': {
    label: '진행 중인 재시도',
    help: '모든 호출을 통틀어 이 피호출자에게 동시에 진행 중일 수 있는 재시도 수. 하나 더는 보내지 않는다.',
  },
  'edge.costPerAttempt': {
    label: '시도당 가격',
    help: '이 호출의 시도 하나가 치르는 값(호출마다 돈을 내는 에이전트). 보고서가 합계를 낸다. 재시도와 헤지도 값을 치른다. 없음: 무료.',
  },
};

export const WORLD_GROUPS_KO: Readonly<Record<string, string>> = {
  Replicas: '레플리카',
  Execution: '실행 방식',
  'Rate limiter': '속도 제한기',
  'Adaptive throttling': '적응형 스로틀링',
  Hedging: '헤지',
  'Concurrency limit': '동시성 제한',
  'Envoy circuit breaker': 'Envoy 서킷 브레이커',
  Cost: '비용',
};

export const WORLD_OPTIONS_KO: Readonly<Record<string, string>> = {
  'round robin': '차례로(라운드 로빈)',
  'at random': '무작위',
  'least outstanding requests': '요청이 가장 적은 것',
  'power of two choices': '둘 중 나은 것(power of two)',
  'thread per request': '요청당 스레드',
  'event loop': '이벤트 루프',
  'first in, first out': '먼저 온 순서(FIFO)',
  'last in, first out': '나중에 온 순서(LIFO)',
  'adaptive LIFO (CoDel)': '적응형 LIFO(CoDel)',
  'tokens per success (seed 004)': '성공당 토큰(시드 004)',
  'gRPC retry throttling': 'gRPC 재시도 스로틀링',
  'Finagle RetryBudget': 'Finagle RetryBudget(재시도 예산)',
  'retry breaker (Brooker 2022)': '재시도 브레이커(Brooker 2022)',
  'the whole service': '서비스 전체',
  'each replica': '레플리카마다',
  Gradient2: 'Gradient2(기울기)',
};
