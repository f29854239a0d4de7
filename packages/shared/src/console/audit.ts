import { z } from "zod";

export const auditEventSchema = z.object({
  id: z.number().int(),
  staffEmail: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(30),
});
export const auditPageSchema = z.object({
  content: z.array(auditEventSchema),
  totalElements: z.number().int(),
});

/** What the audit list shows for each action key services write. */
export const auditActionLabels: Record<string, string> = {
  "staff.invite": "직원 초대",
  "staff.remove": "직원 삭제",
  "staff.password": "비밀번호 변경",
  "reservation.confirm": "예약 확정",
  "reservation.cancel": "예약 취소",
  "reservation.visited": "내원 처리",
  "reservation.no-show": "노쇼 처리",
  "settings.partner": "병원 정보 수정",
  "settings.hours": "진료시간 수정",
  "settings.marketing": "마케팅 설정 수정",
  "settings.homepage": "홈페이지 설정 수정",
  "popup.create": "팝업 등록",
  "popup.update": "팝업 수정",
  "popup.delete": "팝업 삭제",
  "site.navigation": "메뉴 수정",
  "site.branches": "지점 목록 수정",
  "site.right-buttons": "상단 버튼 수정",
  "site.floating-items": "플로팅 메뉴 수정",
  "site.keywords": "추천 검색어 수정",
  "site.theme": "테마 색상·로고 수정",
  "banner.create": "배너 등록",
  "banner.update": "배너 수정",
  "banner.delete": "배너 삭제",
  "schedule.update": "예약 설정 수정",
  "clinic.create": "병원 생성",
  "clinic.deploy": "배포 상태 변경",
  "clinic.hosts": "도메인 수정",
  "media.upload": "이미지 업로드",
  "media.delete": "이미지 삭제",
  // Content (issue 11): the target names the entity ("products:12").
  "content.create": "콘텐츠 작성 (임시저장)",
  "content.draft": "임시저장",
  "content.discard": "임시저장 버림",
  "content.publish": "게시",
  "content.schedule": "예약 게시 설정",
  "content.scheduled-publish": "예약 게시됨",
  "content.order": "순서 변경",
  "content.hide": "숨김",
  "content.show": "표시",
  "content.delete": "휴지통으로 이동",
  "content.restore": "휴지통에서 복원",
  "content.purge": "완전 삭제",
  // Inbox (issue 11): targets "inquiry:12", "customer-post:34".
  "inquiry.handled": "문의 처리 완료",
  "inquiry.unhandled": "문의 미처리로 되돌림",
  "customer-post.answer": "고객 게시글 답변 등록",
  "customer-post.answer-update": "고객 게시글 답변 수정",
  "customer-post.answer-delete": "고객 게시글 답변 삭제",
  "customer-post.hide": "고객 게시글 숨김",
  "customer-post.show": "고객 게시글 숨김 해제",
  "customer-post.delete": "고객 게시글 삭제",
};
