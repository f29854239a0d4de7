import { z } from "zod";
import { timestamp } from "../common";
import { staffRoles } from "./auth";
import { day } from "./fields";

/** One field an audited change touched: its Korean name and the values before and after (text, shortened). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  staffEmail: z.string(),
  /** Who, by name and role; null for automatic jobs and for entries of accounts the clinic cannot read. */
  staffName: z.string().nullable(),
  staffRole: z.enum(staffRoles).nullable(),
  /** The changed thing's console page under /clinics/{id}/ (null when it has none, or was removed for good). */
  href: z.string().nullable(),
  /** Before → after of each changed field, when the change recorded them. */
  changes: z.array(auditChangeSchema),
  action: z.string(),
  target: z.string(),
  detail: z.unknown().nullable(),
  createdAt: timestamp,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The kinds the audit filter offers: the part of the action key before the dot. */
export const auditKinds = {
  content: "콘텐츠",
  banner: "배너",
  popup: "팝업",
  media: "미디어",
  settings: "병원·홈페이지 설정",
  site: "사이트 메뉴·테마",
  reservation: "예약",
  schedule: "예약 설정",
  inquiry: "문의",
  "customer-post": "고객 게시판",
  staff: "직원 계정",
  clinic: "병원 운영",
  message: "메시지",
} as const;
export type AuditKind = keyof typeof auditKinds;

export const auditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(10_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(30),
    /** Only this account's entries. */
    staffId: z.coerce
      .number("계정을 목록에서 고르세요.")
      .int()
      .positive("계정을 목록에서 고르세요.")
      .optional(),
    /** Only this kind of change. */
    kind: z
      .enum(Object.keys(auditKinds) as [AuditKind, ...AuditKind[]], "종류를 목록에서 고르세요.")
      .optional(),
    /** Seoul days, both included (YYYY-MM-DD). */
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "시작일이 종료일보다 늦습니다.",
    path: ["from"],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = z.object({
  content: z.array(auditEventSchema),
  totalElements: z.number().int(),
  /** Everyone who appears in the clinic's log, for the "who" filter. */
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })).default([]),
});

/** What the audit list shows for each action key services write. */
export const auditActionLabels: Record<string, string> = {
  "staff.invite": "직원 초대",
  "staff.remove": "직원 삭제",
  "staff.role": "직원 권한 변경",
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
  "site.shell-texts": "헤더·푸터 문구 수정",
  "site.footer-links": "바닥글 링크 수정",
  "site.non-covered-fees": "비급여 진료비용 수정",
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
  // Messaging (issue 26): targets "message-settings", "message-template:<KIND>", "message:12".
  "message.settings": "알림 설정 수정",
  "message.template": "알림 문구 수정",
  "message.template-reset": "알림 문구 기본값으로 되돌림",
  "message.resend": "메시지 다시 보내기",
  // Patients (issue 27): target "patient:12"; the detail names fields or counts, never the person.
  "patient.update": "환자 정보 수정",
  "patient.erase": "환자 정보 삭제",
};
