import { invitableRoles, staffRoleLabels } from "@clinic/shared";
import { choicesOf } from "@/console/components/filter-select";

/** What an owner may invite as, and what an account's role may be set to (a second owner included). */
export const INVITE_ROLE_CHOICES = choicesOf(invitableRoles, staffRoleLabels);
export const ROLE_CHOICES = choicesOf(["OWNER", "MANAGER", "STAFF"] as const, staffRoleLabels);

/** One line each, so the owner knows what they grant. */
export const ROLE_HINT =
  "직원: 예약·문의 응대 / 실장(매니저): 직원 권한 + 예약 설정·진료 일정·알림 문구 / 원장(소유자): 모든 설정과 계정 관리";
