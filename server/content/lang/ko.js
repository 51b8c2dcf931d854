// @ts-check
/** Korean (polite 해요체, as the interface). No store of its own, so links go to the US store. */

/** @type {import('../translations.js').LanguagePack} */
export default {
  locale: 'ko-KR',
  wpml: 'korean',
  market: 'us',
  steps: [
    '보습제로 피부를 촉촉하게 정돈하세요.',
    '제품을 얇게 여러 번 나눠 바르세요.',
    '메이크업을 고정한 뒤 자연광에서 결과를 확인하세요.',
  ],
  shop: '제품 보기',
  tip: '팁:',
  tipText: '메이크업은 항상 자연광 아래에서 하세요.',
  banner: {
    notice:
      '<p><strong>새 소식:</strong> 마스터 클래스 일정이 공개되었습니다. <a href="#/master-classes">일정 보기</a></p>',
    login: '<p>회원은 프로페셔널 멤버십에 등록된 이메일로 로그인할 수 있습니다.</p>',
  },
  classes: {
    button: '좌석 예약하기',
    intro: '{presenter} 선생님과 함께하는 실습 중심의 하루.',
    includes: ['라이브 시연', '모델 실습', '키트와 점심 제공'],
    seats: ['좌석이 한정되어 있으니 ', '지금 예약하세요', '.'],
    titles: {
      editorial: '에디토리얼 피부 표현 마스터 클래스',
      bridal: '브라이덜 뷰티: 리허설부터 본식까지',
      redCarpet: '레드카펫 글램',
      colour: '모든 피부 톤을 위한 색채 이론',
      runway: '런웨이 백스테이지 스피드 테크닉',
      liner: '그래픽 아이라이너 집중 과정',
      airbrush: '에어브러시 파운데이션 기초',
      mature: '성숙한 피부: 리프팅과 광채',
      sfx: '특수 분장 입문',
      camera: 'HD와 영상에 맞춘 카메라용 피부 표현',
      brows: '눈썹 매핑과 스컬프팅',
      boldColour: '강렬한 컬러: 눈과 입술',
    },
  },
};
