// "CI 검사로 내보내기" 대화상자: ciCheck.en.ts와 같은 키, 같은 자리표시자.
import type { ciCheckEn } from './ciCheck.en';
import type { Strings } from './strings';

export const ciCheckKo: Strings<typeof ciCheckEn> = {
  ciCheck: {
    menuItem: 'CI 검사로 내보내기…',
    title: 'CI 검사로 내보내기',
    intro:
      '이 명령은 시뮬레이터에서 시나리오를 실행하고 요구 사항을 하나라도 못 맞추면 실패합니다(종료 코드 1). 시나리오 파일과 함께 CI 작업에 넣으세요.',
    requirementsHeading: '요구 사항',
    metric: '지표',
    operator: '비교',
    threshold: '기준값',
    add: '요구 사항 추가',
    remove: '삭제',
    invalid: '시뮬레이터가 “{{spec}}”을(를) 읽을 수 없습니다. 기준값에 숫자를 쓰세요.',
    none: '요구 사항을 하나 이상 추가하세요.',
    commandHeading: '명령',
    copy: '명령 복사',
    downloadScenario: '시나리오 내려받기(JSON)',
    downloadScript: '스크립트 내려받기',
    close: '닫기',
  },
};
