import { HttpError } from "@api/lib/http-error";
import { tokenFromAuthorization } from "@api/plugins/customer-session";
import { type ClinicRole, clinicRoleRank, type Staff } from "@clinic/shared";
import { consoleClinicParamsSchema } from "@clinic/shared/contract/console-schemas";
import type { FastifyRequest } from "fastify";
import { type ConsoleAuthService, consoleSessionRequired } from "./service";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in console account; set by the console scope's onRequest hook. */
    staff?: Staff;
    /** The raw console token (sign-out, rotation). */
    staffToken?: string;
  }
}

/** `:partnerId` of every clinic-scoped console route (the contract's), checked against the account by `clinicAccess`. */
export const clinicParams = consoleClinicParamsSchema;

const forbidden = () => new HttpError(403, "not allowed for this account", "이 작업을 할 권한이 없습니다.");

/** onRequest: 401 unless `Authorization: Bearer <console token>` names a live session. */
export function requireConsoleSession(auth: ConsoleAuthService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = tokenFromAuthorization(request.headers.authorization);
    const staff = token ? await auth.resolve(token) : null;
    if (!staff || !token) throw consoleSessionRequired();
    request.staff = staff;
    request.staffToken = token;
  };
}

export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw consoleSessionRequired();
  return request.staff;
}

/** Whether an account may act on a clinic with at least `minRole`'s rights (OWNER ⊃ MANAGER ⊃ STAFF; the operator: all). */
export function mayReach(staff: Staff, partnerId: number, minRole: ClinicRole): boolean {
  if (staff.role === "OPERATOR") return true;
  if (staff.partnerId !== partnerId) return false;
  return clinicRoleRank[staff.role] >= clinicRoleRank[minRole];
}

/**
 * Hook for clinic-scoped routes (`:partnerId`): 403 unless the account may reach `:partnerId`. Another clinic's id
 * gets the same 403 as a missing right, so ids of other clinics cannot be told apart.
 */
export function clinicAccess(minRole: ClinicRole) {
  return async (request: FastifyRequest): Promise<void> => {
    const staff = staffOf(request);
    const parsed = clinicParams.safeParse(request.params);
    if (!parsed.success || !mayReach(staff, parsed.data.partnerId, minRole)) throw forbidden();
  };
}

/** Operator-only routes (onboarding). */
export async function operatorOnly(request: FastifyRequest): Promise<void> {
  if (staffOf(request).role !== "OPERATOR") throw forbidden();
}

/** The clinic of a clinic-scoped route, after `clinicAccess` passed. */
export function clinicIdOf(request: FastifyRequest): number {
  return clinicParams.parse(request.params).partnerId;
}
