// 측정한 지연 시간 대화상자: latencyData.en.ts와 같은 키, 같은 자리표시자.
import type { latencyDataEn } from './latencyData.en';
import type { Strings } from './strings';

export const latencyDataKo: Strings<typeof latencyDataEn> = {
  latencyData: {
    useMeasured: '측정한 지연 시간 사용…',
    menuItem: '서비스에 측정한 지연 시간 사용…',
    dialogTitle: '측정값으로 정하는 서비스의 지연 시간',
    intro:
      '소요 시간 목록(CSV 또는 JSON, 머리글에 s나 µs가 없으면 ms), Prometheus 히스토그램 노출 형식, HdrHistogram 백분위 표를 붙여 넣거나 파일을 여세요. 지연 시간을 로그정규, 감마, 2봉 혼합 분포에 맞추고, 어느 것도 가깝지 않으면 데이터 그대로 둡니다.',
    serviceLabel: '서비스',
    pasteLabel: '측정값',
    openFile: '데이터 파일 열기…',
    tooLargeToShow:
      '{{name}}({{kB}} kB)을(를) 열었지만 너무 커서 여기에 보이지 않습니다. 입력하거나 붙여 넣으면 바뀝니다.',
    read: '읽기',
    reading: '맞추는 중…',
    malformed: '데이터를 읽지 못했습니다. 시나리오는 바뀌지 않았습니다.',
    failed: '맞추기가 멈췄습니다: {{message}}',
    format: {
      durations: '소요 시간 목록',
      prometheus: 'Prometheus 히스토그램',
      hdr: 'HdrHistogram 백분위 표',
    },
    recognised: '{{format}}(으)로 읽음: 요청 {{count}}개.',
    tableCaption: '지연 시간(ms): 데이터와 각 분포',
    data: '데이터',
    stat: { mean: '평균', max: '최댓값' },
    unbounded: '상한 없음',
    unknown: '파일에 없음',
    ksRow: 'KS 거리',
    closeRow: '가까움',
    yes: '예',
    no: '아니요',
    chosenMark: '선택됨',
    kind: {
      lognormal: '로그정규',
      gamma: '감마',
      mixture: '2봉 혼합',
      empirical: '경험 분포',
    },
    why: {
      lognormal:
        '선택: 로그정규. 단봉 분포 중 데이터에 가장 가깝습니다(KS ≤ {{ks}}, p50·p99·p99.9가 데이터 구간 ± {{pct}} % 안).',
      gamma:
        '선택: 감마. 단봉 분포 중 데이터에 가장 가깝습니다(KS ≤ {{ks}}, p50·p99·p99.9가 데이터 구간 ± {{pct}} % 안).',
      mixture:
        '선택: 2봉 혼합. 단봉 분포는 가깝지 않고 두 봉우리는 가깝습니다(KS ≤ {{ks}}, p50·p99·p99.9가 데이터 구간 ± {{pct}} % 안).',
      empirical:
        '선택: 경험 분포. 닫힌 꼴 분포가 하나도 가깝지 않아(KS ≤ {{ks}}, p50·p99·p99.9가 데이터 구간 ± {{pct}} % 안) 데이터의 백분위를 그대로 씁니다.',
    },
    candidateLabel: '서비스에 적용할 분포',
    candidateOption: '{{kind}} (KS {{ks}})',
    chartTitle: '지연 시간 이하인 요청의 비율',
    chartX: '지연 시간(ms, 로그 눈금)',
    chartY: '요청 비율',
    chartData: '데이터',
    chartFit: '분포: {{kind}}',
    traffic: '카운터: 구간 안 요청 {{requests}}개',
    trafficRate: '초당 {{rps}}건',
    trafficErrors: '5xx 비율 {{share}} %',
    notesHeading: '읽으면서 가정했거나 읽지 않은 것 ({{count}})',
    note: {
      columnMs: '“{{column}}” 열을 ms로 읽음',
      columnScaled: '“{{column}}” 열을 읽음(× {{scale}} 해서 ms로)',
      noUnit: '{{family}}에 단위가 없어 Prometheus의 기본 단위인 초로 읽음',
      otherFamilies: '요청이 가장 많은 히스토그램 {{family}}을(를) 읽음. 읽지 않음: {{others}}',
      aboveLastBound:
        '마지막 경계({{boundMs}} ms)를 넘는 요청 {{count}}개: histogram_quantile처럼 그 경계에 둠',
      errorShareFrom: '오류 비율은 {{counter}}에서 읽음',
      noStatus: '어느 시계열에도 상태 레이블이 없어 오류 비율을 알 수 없음',
      oneScrape:
        '타임스탬프 없는 스크레이프 하나뿐: 요청률을 알려면 스크레이프 두 번(또는 시작 시각)이 필요함',
    },
    editsHeading: '적용하면 바뀌는 설정 ({{count}})',
    apply: '{{service}}에 적용',
    cancel: '취소',
    edit: '{{service}}에 측정한 지연 시간 적용',
    refused: '시나리오가 이 변경을 받아들이지 않아 아무것도 바뀌지 않았습니다: {{message}}',
  },
};
