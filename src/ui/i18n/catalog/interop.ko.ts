// 라이브러리 설정 가져오기 대화상자와 내보내기 메뉴: interop.en.ts와 같은 키, 같은 자리표시자.
import type { interopEn } from './interop.en';
import type { Strings } from './strings';

export const interopKo: Strings<typeof interopEn> = {
  interop: {
    importItem: '라이브러리 설정 가져오기(Resilience4j, Envoy, Istio)…',
    dialogTitle: '라이브러리 설정 가져오기',
    intro:
      'Resilience4j의 application.yml이나 application.properties, Envoy의 클러스터와 라우트, Istio의 DestinationRule과 VirtualService를 붙여 넣거나 파일을 여세요.',
    pasteLabel: '설정 텍스트',
    openFile: '설정 파일 열기…',
    read: '읽기',
    mapHeading: '각 인스턴스가 보호하는 호출은 무엇입니까?',
    notPlaced: '(배치 안 함)',
    notExpressedHeading: '읽었지만 표현하지 못한 것 ({{count}})',
    defaultsHeading: '라이브러리 기본값으로 채운 것 ({{count}})',
    line: '{{line}}행',
    malformed: '설정을 읽지 못했습니다. 시나리오는 바뀌지 않았습니다.',
    apply: '시나리오에 적용',
    cancel: '취소',
    exportHeading: '이 호출의 설정 내보내기',
    exportAs: '{{format}} 형식으로',
    copy: '복사',
    download: '내려받기',
  },
};
