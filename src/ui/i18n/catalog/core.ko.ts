// 페이지 틀(헤더, 재생, 알림, 파일, 공유)의 한국어 문자열.
import type { Strings } from './strings';
import type { coreEn } from './core.en';

export const coreKo: Strings<typeof coreEn> = {
  app: {
    title: '레질리언스 플레이그라운드',
    selection: '선택 항목',
    sweep: '스윕',
    race: '라이브러리 경주',
  },
  language: {
    label: '언어',
    unknownTitle: '지원하지 않는 언어',
    unknownInLink:
      '이 링크는 “{{asked}}” 언어를 요청하지만 이 페이지에는 그 언어가 없습니다(영어와 한국어만 있음). 영어로 표시합니다.',
  },
  preset: {
    label: '시나리오',
    yours: '내 시나리오',
  },
  toolbar: {
    label: '재생',
    play: '재생',
    pause: '일시정지',
    replay: '다시 재생',
    stepGroup: '한 단계씩',
    step: '한 단계',
    stepLabel: '이벤트 하나 실행',
    stepTitle: '시뮬레이션 이벤트 하나를 실행합니다 (.)',
    plus100msTitle: '시뮬레이션 시간을 100 ms 진행합니다 (→)',
    plus1sTitle: '시뮬레이션 시간을 1 s 진행합니다 (Shift+→)',
    reset: '초기화',
    resetTitle: 't = 0으로 돌아가 일시정지합니다 (R)',
    restart: '재시작',
    restartLabel: '현재 설정으로 재시작',
    restartTitle: '현재 설정으로 t = 0부터 다시 재생합니다',
    runToEnd: '끝까지 실행',
    runToEndTitle: '가능한 한 빠르게 끝까지 실행합니다',
  },
  clock: {
    status: {
      loading: '불러오는 중',
      paused: '일시정지',
      playing: '재생 중',
      finished: '완료',
      error: '오류',
    },
    label: '시뮬레이션 시간',
    of: '/ {{duration}}',
  },
  speed: {
    label: '속도',
    max: '최대 속도',
  },
  view: {
    presenter: '발표 모드',
    presenterTitle: '프로젝터용 큰 글씨',
    light: '☀ 밝은 테마',
    dark: '☾ 어두운 테마',
  },
  error: {
    fatal: '시뮬레이션이 멈췄습니다.',
    problem: '시뮬레이션에 문제가 생겼습니다.',
    restart: '시뮬레이션 재시작',
    dismiss: '닫기',
    noPreset: '“{{id}}” 프리셋은 없습니다.',
  },
  link: {
    broken: '이 링크를 열 수 없습니다',
    warning: '이 링크는 똑같이 재현되지 않을 수 있습니다',
    savedInstead: '대신 저장된 시나리오를 열었습니다. 저장된 시나리오는 바뀌지 않았습니다.',
    firstLessonInstead: '대신 첫 번째 레슨을 열었습니다.',
    unchanged: '화면의 시나리오는 바뀌지 않았습니다.',
    notSaved: '이 브라우저에서는 편집 내용이 저장되지 않고 있습니다.',
    copy: '링크 복사',
    copied: '✓ 링크를 복사했습니다',
    copyFailed: '복사 실패: 링크는 주소창에 있습니다',
    tooLong: '링크로 보내기에는 너무 큽니다: 파일로 내보내세요',
    copyTitle: '이 시나리오를 시드까지 그대로 여는 링크: 어느 컴퓨터에서나 같은 실행',
  },
  pwa: {
    newVersion: '플레이그라운드의 새 버전이 있습니다.',
    newVersionDetail: '새로고침하면 새 버전을 씁니다. 화면의 시나리오는 그대로 남습니다.',
    reload: '새로고침',
  },
  qr: {
    button: 'QR 코드',
    title: '이 시나리오의 링크를 QR 코드로: 교실 전체가 스캔할 수 있게',
    tooLong:
      '이 링크는 {{count}}자라서 QR 코드에 담기에는 너무 깁니다: 레슨 링크를 쓰거나 파일로 공유하세요.',
    close: '닫기',
  },
  files: {
    menu: '파일',
    open: '시나리오 파일 열기(JSON)…',
    save: '시나리오를 파일로 저장(JSON)',
    csv: '실행 지표 저장(CSV)',
    pngHeading: '차트를 이미지로 저장(PNG)',
    noChart: '아직 페이지에 차트가 없습니다.',
    notOpened: '“{{name}}” 파일을 열지 못했습니다.',
    notOpenedUnchanged: '“{{name}}” 파일을 열지 못했습니다. 시나리오는 그대로입니다.',
    opened: '“{{name}}” 파일을 열었습니다.',
    migrated: '형식 {{from}}로 작성된 파일이라 최신 형식으로 바꿨습니다.',
    chartFailed: '“{{title}}” 차트를 내보내지 못했습니다.',
  },
};
