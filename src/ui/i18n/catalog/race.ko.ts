// 라이브러리 경주 화면의 한국어 문자열(이슈 12 §5).
import type { raceEn } from './race.en';
import type { Strings } from './strings';

export const raceKo: Strings<typeof raceEn> = {
  race: {
    title: '라이브러리 경주',
    intro:
      '같은 장애 하나를 문서에 적힌 기본값 그대로의 라이브러리 브레이커 전부에 같은 난수로 흘려보낸다: 같은 호출이 오고 같은 호출이 실패한다. 어느 것이 먼저 열리고, 어느 것이 먼저 회복하며, 아픈 서비스에 호출을 몇 개나 보내는가.',
    close: '닫기',
    rate: '초당 호출',
    outage: '서비스는 {{from}} s부터 {{until}} s까지 모든 호출에 실패한다.',
    running: '경주 중…',
    progress: '라이브러리 {{total}}개 중 {{done}}개 끝남.',
    cancel: '취소',
    cancelled: '라이브러리 {{total}}개 중 {{done}}개를 마치고 취소했다.',
    again: '다시 경주',
    failed: '경주가 멈췄다: {{message}}',
    library: '라이브러리',
    trips: '열린 시각',
    recovers: '다시 닫힌 시각',
    letThrough: '아픈 서비스로 간 호출',
    why: '이유',
    never: '없음',
    timeline: '처음 열린 때부터 처음 닫힌 때까지 열려 있다. 빨간 띠는 장애 기간이다.',
    first: '1등',
    reason: {
      consecutive: '{{failures}}번 연달아 실패하면 열리고, {{waitS}} s 뒤에 다시 시도한다',
      calls: '최근 {{size}}개 호출로 판단한다',
      seconds: '최근 {{size}} s로 판단한다',
      needs: '열리기 전에 호출 {{minCalls}}개가 필요하다',
      countsRefused: '거절한 호출도 실패하지 않은 호출로 센다',
      opens_one:
        '실패율 {{percent}} %에서 열려 {{waitS}} s 동안 열려 있다가 시험 호출 {{count}}개를 보낸다',
      opens_other:
        '실패율 {{percent}} %에서 열려 {{waitS}} s 동안 열려 있다가 시험 호출 {{count}}개를 보낸다',
    },
  },
};
