// A plain module: server pages read these too (a "use client" module would hand them a reference, not the object).

/** What the editor says after a write, carried in the address (?notice=) across the page change. */
export const EDITOR_NOTICES = {
  saved: "임시저장했습니다. 게시하면 홈페이지에 보입니다.",
  published: "게시했습니다. 홈페이지에 몇 초 안에 반영됩니다.",
  scheduled: "예약 게시를 설정했습니다.",
  discarded: "임시저장을 버렸습니다. 게시된 내용으로 돌아갑니다.",
} as const;
