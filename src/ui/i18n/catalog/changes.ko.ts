// 바뀐 설정("바뀐 것", 변경 표시, 이벤트 로그)과 스윕 결과를 둘러싼 한국어.
import type { changesEn } from './changes.en';
import type { Strings } from './strings';

export const changesKo: Strings<typeof changesEn> = {
  changes: {
    line: '{{setting}} {{from}} → {{to}}',
    value: { none: '없음', on: '켬', off: '끔', other: '…' },
    whole: { added: '추가됨', removed: '삭제됨', changed: '바뀜' },
  },
};
