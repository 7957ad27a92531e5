// 스윕 양식에서 잘못된 것을 칸 기준으로 말하는 한국어 (명령줄은 같은 문제를 플래그로 말합니다).
import type { sweepErrorsEn } from './sweepErrors.en';
import type { Strings } from './strings';

export const sweepErrorsKo: Strings<typeof sweepErrorsEn> = {
  sweepErrors: {
    typed: '“{{text}}”',
    onAxis: '설정 {{n}}: {{message}}',
    axisShape: '스윕할 설정을 고르세요.',
    emptyPath: '“{{text}}”에 빈 설정이 있습니다: 설정은 쉼표 하나로 구분하세요.',
    notANumber: {
      from: '“시작”에는 숫자를 써야 합니다(입력: “{{text}}”).',
      to: '“끝”에는 숫자를 써야 합니다(입력: “{{text}}”).',
      steps: '“단계 수”에는 숫자를 써야 합니다(입력: “{{text}}”).',
      value: '값은 모두 숫자여야 합니다(입력: “{{text}}”).',
    },
    rangeShape: '“시작”, “끝”, “단계 수”에는 숫자를 하나씩만 씁니다.',
    steps: '단계 수는 {{min}}부터 {{max}}까지의 정수여야 합니다(입력: {{text}}).',
    seeds: '시드 수는 {{min}}부터 {{max}}까지의 정수여야 합니다(입력: “{{text}}”).',
    metricShape: '“{{text}}” 지표를 읽을 수 없습니다: 목록에서 고르세요.',
    unknownName: {
      client: '이 시나리오에는 지표가 가리키는 “{{name}}” 클라이언트가 없습니다.',
      service: '이 시나리오에는 지표가 가리키는 “{{name}}” 서비스가 없습니다.',
      edge: '이 시나리오에는 지표가 가리키는 “{{name}}” 호출이 없습니다.',
    },
    unknownField: '“{{text}}” 지표는 스윕이 잴 수 있는 지표가 아닙니다: 목록에서 고르세요.',
    unknownWindowField:
      '“{{text}}” 지표는 초 구간으로 읽을 수 없습니다: 구간으로는 횟수와 가용성만 읽습니다.',
    stabilityClient: '이 시나리오에는 안정성 지도에 필요한 “{{name}}” 클라이언트가 없습니다.',
    stabilityTooShort:
      '실행({{runS}} s)은 트리거의 끝과 유예 시간을 합친 것({{untilS}} + {{graceS}} s)보다 길어야 합니다: 실행을 늘리거나 트리거를 일찍 끝내세요.',
    requirementShape: '제안은 칸의 예시처럼 ‘지표>=값’ 꼴로 씁니다(입력: “{{text}}”).',
    oneAxis: '제안은 설정 하나를 스윕합니다: 두 번째 설정을 빼세요.',
    requirementMetric:
      '제안이 묻는 지표({{metric}})를 이 스윕은 재지 않습니다: 이 스윕이 재는 것은 {{metrics}}입니다.',
    invalidScenario:
      '화면의 시나리오가 올바르지 않아 스윕할 수 없습니다: 먼저 편집기에서 고치세요.',
    notNumeric: {
      list: '{{setting}}: 목록이라서 스윕할 수 없습니다(숫자만 스윕할 수 있습니다).',
      text: '{{setting}}: 글자라서 스윕할 수 없습니다(숫자만 스윕할 수 있습니다).',
      toggle: '{{setting}}: 켬/끔이라서 스윕할 수 없습니다(숫자만 스윕할 수 있습니다).',
      group: '{{setting}}: 설정 묶음이라서 스윕할 수 없습니다. 그중 하나를 고르세요.',
    },
    cannotSet: '{{setting}}: 이 시나리오에서 설정할 수 없습니다. 경로의 이름을 확인하세요.',
    notASetting:
      '{{setting}}: 이 시나리오의 설정이 아닙니다(이름 오타이거나 여기 없는 설정): 목록에서 고르세요.',
    notAllowed: '{{setting}} = {{value}}: 허용되지 않습니다. {{reasons}}.',
    bound: {
      atLeast: '{{value}} 이상이어야 합니다',
      above: '{{value}}보다 커야 합니다',
      atMost: '{{value}} 이하여야 합니다',
      below: '{{value}}보다 작아야 합니다',
      integer: '정수여야 합니다',
      other: '시나리오 검사에 걸립니다({{field}}: {{message}})',
    },
    checks: {
      duplicateService: '“{{name}}”이라는 이름의 서비스가 또 있습니다',
      replicaOutOfRange:
        '“{{service}}”의 복제본 {{replica}}번을 가리키지만, 복제본은 {{replicas}}개(0부터 {{last}}까지)입니다',
      callsMissingService: '없는 서비스 “{{service}}”를 호출합니다',
      callsMissingRoute: '없는 경로 “{{service}}/{{route}}”를 호출합니다',
      targetsMissingService: '없는 서비스 “{{service}}”로 요청을 보냅니다',
      targetsMissingRoute: '없는 경로 “{{service}}/{{route}}”로 요청을 보냅니다',
      namesMissingService: '없는 서비스 “{{service}}”를 가리킵니다',
      callCycle: '호출이 순환합니다: {{cycle}}',
      policyNoCallee:
        '“{{service}}”의 “{{key}}” 정책이 호출 대상을 가리키지 않습니다 (호출 대상: {{callees}})',
      policyNoCalls:
        '“{{service}}”의 “{{key}}” 정책이 호출 대상을 가리키지 않습니다 (호출하는 서비스가 없습니다)',
      scheduleOrder:
        '일정 단계는 시간 순서여야 합니다: {{atMs}} ms의 {{step}}단계가 {{previousAtMs}} ms의 {{previous}}단계 뒤에 옵니다',
      closedLoopRate:
        '닫힌 루프 클라이언트는 사용자가 준비될 때 보내지 정해진 속도로 보내지 않습니다: 속도를 0으로 하거나 닫힌 루프를 지우세요',
    },
    reasonsJoin: '; ',
    mergeFailed: '스윕 결과를 합칠 수 없습니다: 다시 실행하세요.',
    runLength: '실행 길이는 0보다 크고 {{max}} s 이하여야 합니다(입력: “{{text}}”).',
    trigger: '안정성 트리거는 초 단위 두 시각, 시작:끝 꼴입니다. 예: 60:75 (입력: “{{text}}”).',
    workerFailed: '스윕이 멈췄습니다: 워커 하나가 실패했습니다({{detail}}).',
    workerCrashed: '스윕이 멈췄습니다: 워커 하나가 불러오지 못했거나 멈췄습니다.',
  },
};
