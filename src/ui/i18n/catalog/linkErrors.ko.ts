// 링크에 무엇이 잘못되었는지: linkErrors.en.ts와 같은 키, 같은 자리표시자.
import type { linkErrorsEn } from './linkErrors.en';
import type { Strings } from './strings';

export const linkErrorsKo: Strings<typeof linkErrorsEn> = {
  linkErrors: {
    noVersion: '링크에 형식 버전이 없습니다(#s=<버전>.<데이터> 꼴이어야 합니다).',
    newerVersion:
      '이 링크는 더 새로운 버전의 앱이 만들었습니다(형식 {{version}}, 이 앱은 {{supported}}까지 읽습니다). 페이지를 새로 고쳐 최신 앱을 받으세요.',
    notAnObject: '링크에 시나리오가 들어 있지 않습니다.',
    invalidScenario: '링크의 시나리오가 올바르지 않습니다:',
    invalidChangedPreset:
      '링크의 시나리오가 올바르지 않습니다(링크를 만든 뒤 “{{id}}” 레슨이 바뀌었습니다):',
    issue: '{{field}}: {{reason}}',
    moreIssues: '…그리고 {{count}}개 더',
    tooLong: '링크가 {{chars}}자입니다. 시나리오 링크는 최대 {{max}}자라서 읽지 않았습니다.',
    unreadable: '링크를 읽을 수 없습니다({{detail}}).',
    badCharacter:
      '링크의 {{position}}번째 글자 “{{character}}”는 시나리오 링크에 쓰이지 않는 글자입니다. 붙여 넣을 때 잘리거나 바뀐 것 같습니다.',
    tooLarge: '링크를 풀면 {{max}}자가 넘어서 읽지 않았습니다.',
    corrupt: '링크가 손상되었습니다(복사할 때 잘린 것 같습니다).',
    badJson: '링크가 손상되었습니다. 데이터를 읽을 수 없습니다.',
    unknownPreset: '링크가 가리키는 레슨 “{{id}}”는 이 앱에 없습니다.',
    badEdits: '링크의 편집 내용이 손상되었습니다.',
    badSeed: '링크의 시드는 정수여야 합니다(받은 값: “{{text}}”).',
    editsDoNotFit: '링크의 편집 내용이 레슨과 맞지 않습니다.',
    editsChangedPreset:
      '링크의 편집 내용이 레슨과 맞지 않습니다. 링크를 만든 뒤 “{{id}}” 레슨이 바뀌었습니다.',
    presetChanged:
      '이 링크는 “{{id}}” 레슨의 이전 버전으로 만들었습니다. 공유된 실행과 다르게 진행될 수 있습니다.',
  },
  roomErrors: {
    title: '이 링크의 일부를 이해하지 못했습니다',
    ignored: '무시한 부분: {{list}}.',
    join: '; ',
    unknownChallenge: '“{{text}}”라는 도전 과제가 없습니다',
    unknownLock: '잠글 설정 “{{text}}”가 없습니다',
    badStep: '레슨 단계는 단계 번호(1, 2, …)여야 합니다(받은 값: “{{text}}”)',
    badTime: '시각은 시뮬레이션 시간의 초(0 이상)여야 합니다(받은 값: “{{text}}”)',
    badSpeed: '속도는 {{speeds}} 중 하나여야 합니다(받은 값: “{{text}}”)',
    clampedTitle: '이 링크의 일부가 범위를 벗어났습니다',
    timeClamped:
      't = {{text}} s는 이 실행의 범위(0 ~ {{endS}} s) 밖입니다. 대신 t = {{toS}} s에서 열었습니다.',
  },
};
