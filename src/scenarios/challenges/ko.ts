// The challenges' words in Korean, keyed by challenge id; the figures stay those of catalog.ts
// (checked by challengeText.test.ts: every challenge is here, whole, with the same numbers).
import { RECOVERY_S } from '../presets/metastable';

export interface ChallengeText {
  title: string;
  brief: string[];
  /** In the order of the challenge's goals. */
  goals: string[];
  hint: string;
}

export const CHALLENGES_KO: Readonly<Record<string, ChallengeText>> = {
  'chain-99-8': {
    title: '아홉의 연쇄: 다섯 단계 체인에서 99.8 %',
    brief: [
      '다섯 서비스가 체인으로 이어져 있고, 각각 스스로 요청의 0.1 %를 실패합니다: 사용자는 0.999⁵ ≈ 99.5 %를 봅니다.',
      '서비스 자체의 오류율은 건드리지 말고 사용자 가용성을 99.8 % 이상으로 올리세요.',
    ],
    goals: ['사용자 가용성'],
    hint: '이 실패들은 서로 독립이고 짧습니다. 맨 위에서 한 번 더 시도하면 비용이 얼마일까요?',
  },
  'calm-the-storm': {
    title: '재시도 폭풍 가라앉히기',
    brief: [
      'gateway → bff → orders → stock의 모든 계층이 호출마다 3번씩 시도합니다. stock은 t = 30 s에 멈추고, 사용자 요청 하나당 27번 호출을 받습니다.',
      '장애 동안 stock의 부하를 요청당 3번 이하로 유지하세요. 변경은 최대 2개입니다.',
    ],
    goals: ['사용자 요청당 stock 호출 수'],
    hint: '시드 004의 규칙: 재시도는 체인의 한 곳에서만.',
  },
  'save-login': {
    title: 'recommend가 느리다: 로그인과 상품 페이지 지키기',
    brief: [
      'recommend가 t = 60 s부터 t = 120 s까지 50 ms에서 2 s로 느려지고, BFF가 함께 쓰는 커넥션 20개 풀을 고갈시킵니다: 로그인은 recommend를 부르지도 않는데 실패합니다.',
      'recommend가 느린 동안 상품 페이지와 로그인을 모두 99 % 이상으로 유지하세요. 변경은 최대 6개입니다.',
    ],
    goals: ['recommend가 느린 동안의 로그인', 'recommend가 느린 동안의 상품 페이지'],
    hint: '페이지에 없어도 되는 것이 꼭 필요한 것의 커넥션을 붙잡아서는 안 됩니다: recommend의 몫과 시간을 묶고, 페이지가 recommend 없이도 그려지게 하세요.',
  },
  'end-the-metastable': {
    title: '원인보다 오래 가는 과부하',
    brief: [
      't = 60 s에 15 s 동안 몰린 요청이 API를 용량 너머로 밀어내고, 재시도가 몰림이 끝난 뒤에도 오래 그 상태를 붙잡아 둡니다.',
      `t = ${RECOVERY_S} s부터(몰림이 끝나고 일 분 뒤) API가 요청의 95 % 이상을 처리하게 하세요. 변경은 하나만 허용됩니다.`,
    ],
    goals: [`t = ${RECOVERY_S} s부터 처리된 요청`],
    hint: '호출자가 기다려 줄 시간보다 오래 큐에서 기다린 요청은 낭비되는 작업입니다.',
  },
  'stop-the-flapping': {
    title: '브레이커 깜빡임 멈추기',
    brief: [
      'sub_agent로 가는 planner의 브레이커는 3번 실패하면 열리고, 10 s 기다린 뒤, 성공 한 번에 닫힙니다. 에이전트는 t = 30 s부터 t = 210 s까지 호출의 60 %를 실패합니다.',
      '브레이커 상태 변화를 20번 이하로, 아픈 에이전트에 닿는 호출을 45번 이하로 만드세요. 변경은 최대 3개입니다.',
    ],
    goals: ['브레이커 상태 변화', '아픈 에이전트에 닿은 호출'],
    hint: '40 %만 성공하는 에이전트가 두 번 연속 성공할 확률은 얼마일까요? 그리고 나아지려면 얼마나 걸릴까요?',
  },
};
