import { type ClinicRole, clinicRoleRank, type StaffRole } from "@clinic/shared";

/**
 * Whether an account's role reaches `minRole` (OWNER ⊃ MANAGER ⊃ STAFF; the operator reaches everything), as the
 * API's `clinicAccess` decides: the console only shows what the API would let the account do.
 */
export function roleReaches(role: StaffRole, minRole: ClinicRole): boolean {
  if (role === "OPERATOR") return true;
  return clinicRoleRank[role] >= clinicRoleRank[minRole];
}
