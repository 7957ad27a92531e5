// 비교 패널의 짝지은 반복 실행과 차트 위 이론선의 한국어 문자열.
import type { replicationsEn } from './replications.en';
import type { Strings } from './strings';

export const replicationsKo: Strings<typeof replicationsEn> = {
  replications: {
    title: '차이가 진짜인가?',
    help: '시드마다 A와 B를 짝지어 실행합니다. 양쪽이 같은 난수를 쓰므로 시드별 B − A는 설정의 효과에 어느 한 실행보다 작은 잡음이 더해진 값입니다.',
    seeds: '시드 수',
    seconds: '실행당 초',
    run: 'A와 B를 시드 {{count}}개로 실행',
    cancel: '취소',
    progress: '시드 {{total}}개 중 {{done}}개',
    left: '약 {{seconds}} s 남음',
    took: '{{seconds}} s 걸림',
    workers: '워커 {{count}}개에서',
    caption: '시드 {{count}}개, 각 {{seconds}} s의 평균; B − A와 짝지은 차이의 95 % 구간',
    metric: '지표',
    meanA: 'A (평균)',
    meanB: 'B (평균)',
    delta: 'B − A',
    interval: '95 % 구간',
    noise: '시드 {{count}}개로는 잡음과 구별되지 않음',
    beyond: '시드 {{count}}개의 잡음보다 큼',
    identical: '모든 시드에서 같음',
    stale: '이 시드들을 실행한 뒤 A나 B가 바뀌었습니다. 현재 설정을 비교하려면 다시 실행하세요.',
    cancelled: '시드 {{total}}개 중 {{done}}개 후 취소됨.',
    failed: '반복 실행이 멈췄습니다: {{error}}',
    tableLabel: '짝지은 시드에 대한 B − A, 클라이언트·호출·서비스별',
    bands: '차트에 실행 {{count}}개의 범위 표시',
    ghostLegend: '기준 A (흐리게)',
    bandLegend: '실행 {{count}}개의 중앙값; 5–95 % 음영',
    bandLegendA: 'A: 실행 {{count}}개의 중앙값 (흐리게)',
  },
  theoryLines: {
    littleBusy: '리틀 법칙: {{service}}에서 바쁜 워커 {{value}}',
    erlangBusy: '얼랑 B: {{service}}에서 바쁜 워커 {{value}}',
    mmcQuantile: 'M/M/c {{quantile}}: {{value}}',
  },
};
