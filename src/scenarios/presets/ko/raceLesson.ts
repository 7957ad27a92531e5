// 라이브러리 경주 레슨의 한국어 (이슈 12 §5).
import type { LessonText } from '../lessonText';

export const libraryRaceKo: LessonText = {
  title: '라이브러리 경주: 내 라이브러리는 왜 다른 순간에 열리나?',
  source:
    '각 라이브러리의 문서 (Hystrix 위키, resilience4j.readme.io, pollydocs.org, cockatiel README); 이슈 12 §5',
  story: [
    '사용자가 api를 초당 20번 호출하고, api는 sick을 호출한다. t = 20 s부터 t = 80 s까지 sick은 모든 호출에 실패한다.',
    'api는 문서에 적힌 기본값 그대로의 Resilience4j 서킷 브레이커로 호출을 지킨다: 최근 호출 100개, 열리기 전에 적어도 100개, 실패율 50 %, 60 s 동안 열림.',
  ],
  watch: [
    'api → sick 서킷 브레이커: 언제 열리고, 언제 다시 닫히는가.',
    'sick의 오류: 장애 동안 서킷 브레이커가 통과시킨 호출은 모두 거기서 실패한다.',
  ],
  expect: [
    '장애가 시작될 때 Resilience4j의 윈도는 성공으로 차 있으므로 50 %에 이르려면 실패 50개가 필요하다: 열리기까지 실패하는 호출이 2.5 s 동안 이어진다. 60 s를 기다리므로 장애가 끝난 뒤까지 열려 있다.',
    '다른 라이브러리로 바꿔 보라: 같은 장애, 같은 난수인데 열리는 순간이 매번 다르다.',
  ],
  try: {
    'cockatiel-consecutive': {
      label: 'cockatiel의 ConsecutiveBreaker',
      why: '윈도 안의 비율이 아니라 연속 실패를 센다: 5번 연달아 실패하면 열린다.',
      expect: '장애가 시작되고 0.25초 만에 열리고, 10 s마다 시험 호출 하나만 통과시킨다.',
    },
    hystrix: {
      label: 'Hystrix로 바꾸기',
      why: '요청 20개가 필요한 10 s 롤링 윈도, 오류 50 %, 시험 호출 하나를 보내는 5 s 슬립 윈도.',
      expect:
        'Resilience4j보다 늦게 열리고(10 s 윈도에 장애 전의 성공이 아직 남아 있다) 5 s마다 다시 시도한다.',
    },
    polly: {
      label: 'Polly v8로 바꾸기',
      why: '호출 100개가 필요한 30 s 샘플링 윈도지만 실패율 10 %에서 열린다; 5 s 동안 열림.',
      expect:
        '낮은 임계값이 최소 호출 수를 메운다: Resilience4j와 거의 같은 때 열리고, 5 s마다 다시 시도한다.',
    },
  },
  claims: [
    'Resilience4j는 열리기 전에 호출 100개가 필요하다: 윈도가 성공으로 차 있으므로 실패 50개가 먼저 와야 한다.',
    'Resilience4j는 장애가 시작되고 2 s가 지나서야 열린다.',
    'cockatiel의 ConsecutiveBreaker는 장애가 시작되고 0.5초 안에 열린다.',
    'cockatiel의 ConsecutiveBreaker는 아픈 서비스에 호출을 20개 미만만 보낸다.',
    '5 s마다 다시 시도하는 Hystrix는 Resilience4j보다 호출을 더 많이 보낸다.',
  ],
};
