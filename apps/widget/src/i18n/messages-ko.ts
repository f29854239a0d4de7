/**
 * The widget's Korean texts, as the widget has always said them (issue 29 moved them here unchanged). Every other
 * language's catalogue has exactly these keys (catalogues.test.ts); texts with numbers or names are functions.
 */
export const ko = {
  visitTitle: "방문 예약",
  treatmentTitle: "시술 예약",
  back: "이전",
  next: "다음",
  close: "닫기",
  closeDialog: "예약 창 닫기",
  loading: "불러오는 중입니다…",
  retry: "다시 시도",

  stepProducts: "시술 선택",
  stepSummary: "예약 내용 확인",
  stepDate: "날짜 선택",
  stepTime: "시간 선택",
  stepDoctor: "의료진 선택",
  stepContact: "예약자 정보",
  stepDone: "예약 완료",

  errorFallback: "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  errorOffline: "네트워크 연결을 확인해 주세요.",
  errorInput: "입력한 내용을 확인해 주세요.",
  errorPhone: "휴대폰 번호를 확인해 주세요.",
  errorName: "이름을 확인해 주세요.",
  errorCode: "인증번호가 맞지 않거나 만료되었습니다. 다시 확인해 주세요.",
  errorTooMany: "요청이 많아 잠시 후 다시 시도해 주세요.",
  errorSignInAgain: "인증이 만료되었습니다. 다시 인증해 주세요.",
  errorNotBookable: "선택하신 시간은 예약할 수 없습니다. 다른 시간을 선택해 주세요.",

  statusRequested: "예약 신청",
  statusConfirmed: "예약 확정",
  statusCancelled: "예약 취소",
  statusVisited: "내원 완료",
  statusNoShow: "노쇼",

  previousMonth: "이전 달",
  nextMonth: "다음 달",
  unavailableDay: "예약 불가",
  regularClosed: "정기 휴진",

  productsHeading: "시술을 선택해 주세요",
  cart: "장바구니",
  cartCount: (count: number) => `장바구니 (${count})`,
  remove: "삭제",
  removeFromCart: (product: string, option: string) => `${product} ${option} 장바구니에서 삭제`,
  noProducts: "예약할 수 있는 시술이 없습니다.",
  productList: "시술 목록",
  optionsOf: (product: string) => `${product} 옵션`,
  noOptions: "옵션이 없습니다.",

  summaryHeading: "예약 내용을 확인해 주세요",
  toDate: "날짜 선택",
  discount: "할인",
  total: "합계",
  duration: "소요 시간",
  about: (duration: string) => `약 ${duration}`,
  vatIncluded: "부가세 포함 금액입니다.",
  vatExcluded: "부가세 별도 금액입니다.",

  dateHeading: "날짜를 선택해 주세요",
  toTime: "시간 선택",
  chosenDate: (date: string) => `선택한 날짜: ${date}`,
  noDates: "예약 가능한 날짜가 없습니다. 병원으로 문의해 주세요.",
  closedDays: "휴진 안내",

  timeHeading: (date: string) => `${date} 시간을 선택해 주세요`,
  times: "예약 시간",
  placesLeft: (count: number) => `${count}자리 남음`,
  full: "마감",
  noTimes: "예약 가능한 시간이 없습니다. 다른 날짜를 선택해 주세요.",

  doctorHeading: "의료진을 선택해 주세요",
  doctors: "의료진",
  anyDoctor: "상관없음",

  contactHeading: "예약자 정보를 확인해 주세요",
  guestIntro: "비회원 예약은 휴대폰 인증 후 진행됩니다.",
  name: "이름",
  phone: "휴대폰 번호",
  code: "인증번호",
  sendCode: "인증번호 받기",
  sendAgain: "다시 받기",
  codeSent: "인증번호를 보냈습니다. 문자로 받은 6자리 숫자를 입력해 주세요.",
  timeLeft: (countdown: string) => `남은 시간 ${countdown}`,
  codeExpired: "인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.",
  nameRequired: "이름을 입력해 주세요.",
  verify: "인증하고 계속하기",
  booker: "예약자",
  contact: "연락처",
  memo: "요청 사항 (선택)",
  consent: "[필수] 개인정보 수집 및 이용 동의 (예약 확인과 안내를 위해 이름과 연락처를 수집·이용합니다)",
  book: "예약하기",
  recapDate: "날짜",
  recapTime: "시간",
  recapDoctor: "의료진",
  recapAnyDoctor: "상관없음 (병원 배정)",
  recapTreatments: "시술",
  recapKind: "예약 종류",
  recapVisit: "방문 상담",

  doneStatus: "예약 상태",
  doneWhen: "예약 일시",
  doneDoctor: "의료진",
  doneConfirmedNote: "예약이 확정되었습니다. 방문 일시에 맞춰 내원해 주세요.",
  doneRequestedNote: "예약 신청이 접수되었습니다. 병원에서 확인 후 확정됩니다.",
  doneConfirmedHeading: "예약이 확정되었습니다",
  doneRequestedHeading: "예약 신청이 완료되었습니다",
  myPageLink: "마이페이지에서 예약 내역 보기",
};

/** One language's catalogue: the keys of `ko`, each a text or a function of the same arguments. */
export type Messages = {
  [K in keyof typeof ko]: (typeof ko)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};
