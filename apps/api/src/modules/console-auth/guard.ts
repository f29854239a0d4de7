import { idParam, type Staff, type StaffRole } from "@clinic/shared";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "../../lib/http-error";
import { tokenFromAuthorization } from "../../plugins/customer-session";
import { type ConsoleAuthService, consoleSessionRequired } from "./service";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in console account; set by the console scope's onRequest hook. */
    staff?: Staff;
    /** The raw console token (sign-out, rotation). */
    staffToken?: string;
  }
}

/** Every clinic-scoped console path starts here; `:partnerId` is checked against the account by `clinicAccess`. */
export const CLINIC_BASE = "/console/clinics/:partnerId";
export const clinicParams = z.object({ partnerId: idParam });

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

/** Whether an account may act on a clinic with at least `minRole`'s rights (OWNER ⊃ STAFF; the operator: all). */
export function mayReach(staff: Staff, partnerId: number, minRole: Exclude<StaffRole, "OPERATOR">): boolean {
  if (staff.role === "OPERATOR") return true;
  if (staff.partnerId !== partnerId) return false;
  return minRole === "STAFF" || staff.role === "OWNER";
}

/**
 * preHandler for routes under CLINIC_BASE: 403 unless the account may reach `:partnerId`. Another clinic's id
 * gets the same 403 as a missing right, so ids of other clinics cannot be told apart.
 */
export function clinicAccess(minRole: Exclude<StaffRole, "OPERATOR">) {
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

/** The clinic of a route under CLINIC_BASE, after `clinicAccess` passed. */
export function clinicIdOf(request: FastifyRequest): number {
  return clinicParams.parse(request.params).partnerId;
}
