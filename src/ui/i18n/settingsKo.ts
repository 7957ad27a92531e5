// 설정 카탈로그(src/ui/controls)의 한국어: 설정 id별 이름과 도움말, 그룹, 선택지, 단위.
// 영어는 카탈로그 파일에 있고, settingsText.test.ts가 빠진 것이 없는지 확인한다.

import { WORLD_GROUPS_KO, WORLD_OPTIONS_KO, WORLD_SETTINGS_KO } from './settingsKoWorld';

export interface SettingText {
  label: string;
  help: string;
}

export const SETTINGS_KO: Readonly<Record<string, SettingText>> = {
  ...WORLD_SETTINGS_KO,
  'service.latency': {
    label: '대표 지연 시간',
    help: '서비스가 자기 호출 전에 요청 하나를 처리하는 데 드는 중앙값 시간. 분포의 모양(꼬리)은 그대로 둔다.',
  },
  'service.workers': {
    label: '워커',
    help: '동시에 처리하는 요청 수(Tomcat 스레드처럼). 요청은 자기 호출을 기다리는 동안에도 워커를 붙잡으므로, 느린 피호출자는 호출자의 워커를 먹어 치운다.',
  },
  'service.queueCapacity': {
    label: '큐 크기',
    help: '빈 워커를 기다릴 수 있는 요청 수. 큐가 가득 차면 서비스는 곧바로 503으로 응답한다.',
  },
  'service.queueTimeoutMs': {
    label: '큐 타임아웃',
    help: '요청이 큐에서 기다릴 수 있는 시간. 넘으면 503으로 돌려보낸다. 없음: 얼마가 걸리든 기다린다.',
  },
  'service.faults.latencyMultiplier': {
    label: '느려지는 배수',
    help: '이 서비스의 모든 처리 시간에 곱한다: 20×이면 50 ms가 1 s가 된다.',
  },
  'service.faults.errorRates.http5xx': {
    label: '서버 오류(5xx)',
    help: '500/502/503/504 응답의 비율. 서킷 브레이커는 실패로 세고, 재시도는 다시 시도한다.',
  },
  'service.faults.errorRates.network': {
    label: '네트워크 오류',
    help: '연결 오류로 실패하는 호출의 비율.',
  },
  'service.faults.errorRates.http429': {
    label: '요청 수 제한(429)',
    help: '“요청이 너무 많음” 응답의 비율. 재시도는 정해진 시간을 기다린 뒤 다시 시도한다.',
  },
  'service.faults.errorRates.poison': {
    label: '독성 응답',
    help: '본문 검증에 실패하는 200 응답의 비율: 네트워크에는 멀쩡해 보이지만 호출자를 망가뜨린다.',
  },
  'service.faults.errorRates.http408': {
    label: '보고된 타임아웃(408)',
    help: '408 Request Timeout 응답의 비율. 5xx처럼 재시도한다.',
  },
  'service.faults.errorRates.http4xxRetryable': {
    label: '재시도 가능한 4xx',
    help: '재시도 가능으로 표시된 4xx 응답의 비율. 서킷 브레이커는 실패로 센다.',
  },
  'service.faults.errorRates.http4xxPermanent': {
    label: '호출자 오류(4xx)',
    help: '400/404/422 응답의 비율: 호출자 자신의 잘못이다. 재시도하지 않고, 서킷 브레이커도 무시한다.',
  },
  'service.connectionPool.size': {
    label: '나가는 커넥션',
    help: '이 서비스에서 나가는 모든 호출이 같이 쓰는 풀 하나. 느린 피호출자 하나가 전부 붙잡으면 건강한 피호출자로 가는 호출도 기다린다. 없음: 공유 풀 없음.',
  },
  'service.connectionPool.maxWaitDurationMs': {
    label: '커넥션 대기',
    help: '호출이 빈 커넥션을 기다릴 수 있는 시간. 넘으면 실패한다. 0: 곧바로 실패.',
  },
  'edge.timeoutMs': {
    label: '시도당 타임아웃',
    help: '호출자는 이 시간이 지나면 시도 하나를 포기한다. 피호출자는 그래도 계속 일한다(낭비된 작업). 없음: 끝없이 기다린다.',
  },
  'edge.deadlineMs': {
    label: '호출 전체의 데드라인',
    help: '모든 시도와 대기를 합친 전체 예산: 넘으면 재시도가 남았든 아니든 호출자가 포기한다. 없음: 데드라인 없음.',
  },
  'edge.propagateCancellation': {
    label: '타임아웃 때 피호출자 작업 취소',
    help: '호출자가 포기하면 피호출자도 멈추고(gRPC식 데드라인) 워커를 풀어 준다.',
  },
  'edge.retry.enabled': {
    label: '재시도',
    help: '실패한 호출을 다시 시도한다. 잠깐의 오류에는 도움이 되지만 장애 중에는 부하를 곱한다.',
  },
  'edge.retry.maxAttempts': {
    label: '시도 횟수(첫 호출 포함)',
    help: 'maxAttempts는 첫 호출을 센다: 3 = 호출 1번과 재시도 2번. 층마다 재시도하면 곱해진다: 3 × 3 × 3 = 27.',
  },
  'edge.retry.backoff.type': {
    label: '백오프',
    help: '시도 사이 대기가 늘어나는 방식: 늘지 않음, 매번 같음, 선형, 매번 곱함.',
  },
  'edge.retry.backoff.initialIntervalMs': {
    label: '첫 대기',
    help: '첫 재시도 전의 대기 시간.',
  },
  'edge.retry.backoff.multiplier': {
    label: '백오프 배수',
    help: '지수 백오프는 시도마다 대기 시간에 이 값을 곱한다.',
  },
  'edge.retry.backoff.maxIntervalMs': {
    label: '최장 대기',
    help: '시도 사이 대기는 이 값을 넘어 늘어나지 않는다.',
  },
  'edge.retry.jitter': {
    label: '지터',
    help: '대기 시간을 무작위로 흩어서, 함께 실패한 호출자들이 함께 재시도하지 않게 한다(재시도 폭풍).',
  },
  'edge.retry.rateLimitedWaitMs': {
    label: '429 뒤 대기',
    help: '“요청이 너무 많음” 응답은 이 고정 시간을 기다린 뒤 재시도한다(Retry-After를 읽을 수 없음).',
  },
  'edge.retry.retryOnCircuitOpen': {
    label: '서킷 브레이커가 열려 있어도 재시도',
    help: '보통 끈다: 열린 서킷 브레이커는 “호출을 멈추라”는 뜻이고, 재시도는 부하만 더한다.',
  },
  'edge.retry.retryOnBulkheadFull': {
    label: '벌크헤드가 가득 차도 재시도',
    help: '보통 끈다: 가득 찬 벌크헤드는 부하를 덜어 내라는 신호이지, 다시 시도하라는 신호가 아니다.',
  },
  'edge.retry.budget.enabled': {
    label: '재시도 예산',
    help: '성공할 때마다 토큰을 조금 벌고, 재시도할 때마다 하나를 쓴다. 장애 중에는 토큰이 떨어지면 재시도가 멈춘다.',
  },
  'edge.retry.budget.tokensPerSuccess': {
    label: '성공당 토큰',
    help: '0.1이면 재시도가 트래픽의 10 % 가까이로 유지된다.',
  },
  'edge.retry.budget.tokensPerRequest': {
    label: '요청당 토큰',
    help: '답이 무엇이든 요청마다 번다(Brooker의 적응형 재시도: 0.1). 재시도는 벌지 않는다.',
  },
  'edge.retry.budget.capped': {
    label: '예산 상한',
    help: '켜면 예산이 최대 토큰에서 멈춘다. 끄면 버는 대로 모두 모아, 오래 조용했던 뒤에는 재시도가 한꺼번에 몰릴 수 있다.',
  },
  'edge.retry.budget.maxTokens': {
    label: '최대 적립 토큰',
    help: '예산은 이보다 많이 모이지 않는다: 재시도가 몰려도 최대 이만큼만 쓸 수 있다.',
  },
  'edge.breaker.enabled': {
    label: '서킷 브레이커',
    help: '계속 실패하는 피호출자를 더는 호출하지 않는다. 호출자는 기다리지 않고 빠르게 실패하고, 피호출자는 회복할 여유를 얻는다.',
  },
  'edge.breaker.type': {
    label: '종류',
    help: '슬라이딩 윈도: 최근 호출의 실패율과 느린 호출 비율로 판단한다. 연속 실패: N번 연달아 실패하면 열린다.',
  },
  'edge.breaker.slidingWindowType': {
    label: '윈도',
    help: 'COUNT_BASED: 최근 N개의 호출. TIME_BASED: 최근 N초 동안의 호출.',
  },
  'edge.breaker.slidingWindowSize': {
    label: '윈도 크기',
    help: '비율을 계산하는 최근 호출 수(또는 초).',
  },
  'edge.breaker.minimumNumberOfCalls': {
    label: '판단 전 최소 호출',
    help: '서킷 브레이커는 이만큼의 호출을 보기 전에는 판단하지 않는다. 초반의 실패 두 번으로 열리지 않게 한다.',
  },
  'edge.breaker.failureRateThreshold': {
    label: '열리는 실패율',
    help: '윈도 안 호출 중 이 비율 이상이 실패하면 열린다(≥).',
  },
  'edge.breaker.slowCallRateThreshold': {
    label: '열리는 느린 호출 비율',
    help: '윈도 안 호출 중 이 비율 이상이 느리면 성공했더라도 열린다(≥).',
  },
  'edge.breaker.slowCallDurationThresholdMs': {
    label: '느린 호출 기준',
    help: '이보다 오래 걸린 호출은 느린 호출로 센다.',
  },
  'edge.breaker.failureThreshold': {
    label: '열리는 연속 실패 수',
    help: '연달아 이만큼 실패하면 열린다. 성공 한 번이면 횟수가 초기화된다.',
  },
  'edge.breaker.waitDurationInOpenStateMs': {
    label: '열린 상태 유지 시간',
    help: 'OPEN 상태로 모든 호출을 곧바로 실패시키는 시간. 그 뒤 시험 호출을 통과시킨다(HALF_OPEN).',
  },
  'edge.breaker.permittedNumberOfCallsInHalfOpenState': {
    label: '시험 호출 수',
    help: 'HALF_OPEN에서 이만큼의 시험 호출이 통과한다. 그 결과로 CLOSED가 될지 다시 OPEN이 될지 정한다.',
  },
  'edge.breaker.successThreshold': {
    label: '닫히는 성공 수',
    help: '다시 닫히는 데 필요한 시험 호출 성공 수. 1이면 펄럭인다: 운 좋은 호출 하나가 닫아 버린다.',
  },
  'edge.breaker.automaticTransitionFromOpenToHalfOpenEnabled': {
    label: '자동으로 반열림',
    help: '켜짐: 타이머가 OPEN을 HALF_OPEN으로 옮긴다. 꺼짐: 대기 뒤 첫 호출이 옮긴다.',
  },
  'edge.breaker.maxWaitDurationInHalfOpenStateMs': {
    label: '반열림 최장 시간',
    help: '이 시간 안에 시험 호출의 결론이 나지 않으면 OPEN으로 돌아간다. 0: 결론이 날 때까지 기다린다.',
  },
  'edge.bulkhead.enabled': {
    label: '벌크헤드',
    help: '이 피호출자로 동시에 나가는 호출 수를 제한해서, 느린 피호출자가 호출자의 워커를 모두 가져가지 못하게 한다.',
  },
  'edge.bulkhead.maxConcurrentCalls': {
    label: '동시 호출 수',
    help: '이 피호출자로 동시에 나갈 수 있는 최대 호출 수. 다음 호출은 기다리거나 거부된다(BULKHEAD_FULL).',
  },
  'edge.bulkhead.maxWaitDurationMs': {
    label: '슬롯 대기',
    help: '호출이 빈 슬롯을 기다릴 수 있는 시간. 0: 곧바로 거부.',
  },
  'edge.bulkhead.maxQueueLength': {
    label: '최대 대기 호출',
    help: '기다리는 호출이 이만큼을 넘으면 다음 호출은 곧바로 거부된다: 부하 덜어 내기. 없음: 제한 없음.',
  },
  'edge.layerOrder': {
    label: '계층 순서',
    help: '바깥쪽부터. 재시도 바깥의 계층은 호출마다 한 번 동작한다: 거기 있는 서킷 브레이커는 최종 결과만 보고(백오프 시간까지 잰다), 벌크헤드 슬롯 하나가 모든 시도를 덮는다. 재시도 안쪽의 계층은 시도마다 동작한다.',
  },
  'edge.cache.enabled': {
    label: '캐시',
    help: '이 피호출자 앞의 캐시: 신선한 항목은 곧바로 답하고, 미스는 피호출자(원본)에 물어 그 답을 TTL 동안 보관한다.',
  },
  'edge.cache.ttlMs': {
    label: '유효 기간(TTL)',
    help: '저장한 답이 신선한 시간. 인기 키가 만료되면 새 답이 올 때까지 그 키의 호출이 모두 미스가 된다: 스탬피드.',
  },
  'edge.cache.ttlJitter': {
    label: 'TTL 지터',
    help: '항목마다 TTL에 무작위로 최대 이만큼을 더하거나 빼서, 함께 채워진 키들이 함께 만료되지 않게 한다(시드 004: 60초 ± 10 %).',
  },
  'edge.cache.singleFlight': {
    label: '단일 비행(single-flight)',
    help: '키마다 원본 요청은 한 번에 하나: 키를 가져오는 중에 미스가 난 호출은 원본에 다시 묻지 않고 그 답을 기다린다.',
  },
  'edge.cache.staleWhileRevalidate': {
    label: '만료된 값 먼저 주기(stale-while-revalidate)',
    help: '만료 뒤 잠시 동안은 오래된 답을 곧바로 주고 원본에는 뒤에서 묻는다: 아무도 기다리지 않지만 답이 오래되었을 수 있다.',
  },
  'edge.cache.keys': {
    label: '키 수',
    help: '요청되는 서로 다른 대상(상품, 페이지)의 수.',
  },
  'edge.cache.zipfS': {
    label: '인기 쏠림(Zipf)',
    help: 'k번째 키는 1/k^s의 비중으로 요청된다: 0이면 모든 키가 똑같이 인기 있고, 웹에서는 보통 1 안팎이라 몇몇 키가 호출 대부분을 가져간다.',
  },
  'client.arrival.rps': {
    label: '요청 속도',
    help: '이 클라이언트가 매초 보내는 요청 수(포아송 도착이면 평균).',
  },
  'client.closedLoop.users': {
    label: '사용자 수',
    help: '각자 요청을 하나 보내고, 답을 기다리고, 생각한 뒤 다음 요청을 보내는 사람들: 부하가 답을 따라간다.',
  },
  'client.arrival.type': {
    label: '도착 방식',
    help: '무작위 도착은 실제 트래픽처럼 가끔 몰린다. 일정한 간격의 도착은 절대 몰리지 않는다.',
  },
};

/** Group names, by their English name in the catalog. */
export const GROUPS_KO: Readonly<Record<string, string>> = {
  ...WORLD_GROUPS_KO,
  Capacity: '용량',
  Latency: '지연 시간',
  Errors: '오류',
  'Connection pool': '커넥션 풀',
  Timeout: '타임아웃',
  Retry: '재시도',
  'Circuit breaker': '서킷 브레이커',
  Bulkhead: '벌크헤드',
  Layering: '계층',
  Cache: '캐시',
  Traffic: '트래픽',
};

/** Choice labels that are words, by their English label (names like COUNT_BASED stay). */
export const OPTIONS_KO: Readonly<Record<string, string>> = {
  ...WORLD_OPTIONS_KO,
  none: '없음',
  constant: '일정',
  linear: '선형',
  exponential: '지수',
  full: 'full(전체)',
  equal: 'equal(절반)',
  decorrelated: 'decorrelated(비상관)',
  'sliding window (Resilience4j)': '슬라이딩 윈도(Resilience4j)',
  'failures in a row': '연속 실패',
  'random (Poisson)': '무작위(포아송)',
  'evenly spaced': '일정한 간격',
  breaker: '서킷 브레이커',
  bulkhead: '벌크헤드',
  retry: '재시도',
  'seed 000': '시드 000',
  'Resilience4j’s default': 'Resilience4j 기본값',
};

/** Units that are words; symbols (ms, %, ×, req/s) read the same in Korean. */
export const UNITS_KO: Readonly<Record<string, string>> = {
  users: '명',
  workers: '워커',
  requests: '요청',
  connections: '커넥션',
  attempts: '회',
  tokens: '토큰',
  calls: '호출',
  'calls or s': '호출 또는 s',
  failures: '회 실패',
  replicas: '개',
  keys: '키',
};
