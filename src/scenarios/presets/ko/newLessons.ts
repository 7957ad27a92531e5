// 서킷 브레이커 연쇄 장애와 나쁜 복제본 하나 레슨의 한국어 (시드 004, Brooker 2022).
import type { LessonText } from '../lessonText';

export const breakerCascadeKo: LessonText = {
  title: '서킷 브레이커가 연쇄 장애를 멈춘다',
  source: '시드 004 (느린 의존성 하나; Resilience4j의 슬라이딩 윈도 서킷 브레이커)',
  story: [
    '사용자(100 req/s) → gateway → orders이고, orders는 inventory와 payments를 호출한다. orders는 결제 응답 없이도 주문을 받을 수 있다(결제는 나중에 청구한다): payments는 선택 호출이고 빈 폴백이 있다.',
    't = 20 s부터 t = 80 s까지 payments가 20배 느리게 응답한다(30 ms → 600 ms). 그러면 워커 10개로 도착하는 100 중 약 16 req/s만 처리할 수 있다.',
    'orders는 payments를 최대 1 s 기다리고, 서킷 브레이커가 그 호출들을 지켜본다: 최근 20개 중 절반이 500 ms보다 느리거나 실패하면 10 s 동안 열리고, orders는 곧바로 폴백을 쓴다.',
  ],
  watch: [
    'orders → payments 간선: 서킷 브레이커의 상태 (CLOSED, OPEN, HALF_OPEN).',
    'gateway와 orders: 바쁜 워커.',
    'users: 가용성.',
  ],
  expect: [
    't = 20 s 뒤 몇 초 안에 서킷 브레이커가 열린다: orders는 payments를 기다리지 않고 폴백으로 답한다. 10 s마다 호출 몇 개를 통과시키고(HALF_OPEN) payments가 느린 동안에는 다시 열린다; t = 80 s 뒤에는 닫힌다.',
    '사용자는 거의 알아채지 못한다. 서킷 브레이커가 없으면(직접 해 보라) payments를 기다리는 시간이 orders의 워커를, 그다음 gateway의 워커를 채운다: 연쇄 장애다.',
  ],
  try: {
    'no-breaker': {
      label: '서킷 브레이커 끄기',
      why: '이제 호출마다 payments를 최대 1 s 기다린다: orders의 워커 20개로는 초당 약 20건의 주문만 받을 수 있는데, 100건이 도착한다.',
      expect:
        'orders의 워커가 차고, 그다음 gateway의 워커가 찬다: 폴백이 있는데도 사용자 요청이 큐에서 기다리다 타임아웃된다. 느림이 사슬을 타고 올라간다.',
    },
  },
  claims: [
    'payments가 느려진 뒤 10 s 안에 서킷 브레이커가 열린다.',
    '서킷 브레이커가 있으면 payments가 느린 동안 사용자는 95 % 위를 유지한다.',
    '서킷 브레이커가 없으면 payments가 느린 동안 사용자는 50 % 아래로 떨어진다.',
    '서킷 브레이커가 없으면 gateway의 워커 40개가 모두 바쁘다: 연쇄 장애가 꼭대기까지 올라왔다.',
  ],
};

export const oneBadReplicaKo: LessonText = {
  title: '나쁜 복제본 하나, 그리고 서비스 전체를 멈추는 서킷 브레이커',
  source:
    'Marc Brooker, "Will circuit breakers solve my problems?" (2022); Envoy 이상치 감지 (연속 5xx)',
  story: [
    'checkout이 inventory를 호출하고, inventory는 라운드 로빈 밸런서 뒤에서 복제본 세 개로 돈다. checkout은 inventory 서비스 전체에 서킷 브레이커 하나를 두고 호출을 보호한다: 최근 20개 호출 중 20 %가 넘게 실패하면 10 s 동안 열린다.',
    't = 20 s에 복제본 하나가 나빠진다: 그 복제본이 받는 요청은 모두 5xx로 실패한다. 나머지 두 개는 멀쩡하고 모든 트래픽을 받을 여유가 있다.',
  ],
  watch: [
    'checkout → inventory의 서킷 브레이커, 그리고 사용자의 가용성.',
    '건강한 복제본 두 개가 놀고 있는 동안 얼마나 많은 호출이 실패하는지.',
  ],
  expect: [
    '호출의 3분의 1이 실패하는데, 이는 서킷 브레이커의 임계치를 넘는다: 서킷 브레이커가 열려 건강한 복제본으로 가는 호출까지 모두 거절한다. HALF_OPEN의 시험 호출이 다시 나쁜 복제본을 만나 또 열린다: 부분 장애가 전체 장애가 되었다.',
  ],
  try: {
    'no-breaker': {
      label: '서킷 브레이커 없음',
      why: '서킷 브레이커가 없으면 밸런서가 나쁜 복제본으로 보낸 호출만 실패한다.',
      expect: '20 s 뒤 호출의 약 3분의 1이 실패하고, 나머지는 성공한다.',
    },
    'per-replica-breaker': {
      label: '복제본마다 서킷 브레이커 하나',
      why: '복제본마다 자기 서킷 브레이커가 있고, 밸런서는 서킷 브레이커가 열린 복제본을 건너뛴다.',
      expect:
        '나쁜 복제본의 서킷 브레이커가 실패 몇 번 뒤에 열리고, 나머지 두 개가 트래픽을 나른다. 나쁜 복제본으로 가는 시험 호출만 실패한다.',
    },
    'outlier-ejection': {
      label: '서킷 브레이커 대신 Envoy의 이상치 제거',
      why: '밸런서는 연속 5번 실패한 복제본을 30 s, 그다음 60 s 동안 빼고, 뺄 때마다 시간이 늘어난다.',
      expect: '나쁜 복제본이 돌아올 때마다 실패가 몇 건 생기고, 거의 모든 호출이 성공한다.',
    },
  },
  claims: [
    '서비스 전체에 건 서킷 브레이커는 셋 중 나쁜 복제본 하나를 장애로 바꾼다: 대부분의 호출이 실패한다.',
    '서킷 브레이커가 없으면 20 s 뒤에는 나쁜 복제본 몫인 3분의 1의 호출만 실패한다.',
    '복제본마다 서킷 브레이커를 두면 서비스가 살아 있다.',
    '이상치 제거를 쓰면 서비스가 살아 있다.',
  ],
};
