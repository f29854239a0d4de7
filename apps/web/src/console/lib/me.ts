import "server-only";
import type { StaffMe } from "@clinic/shared";
import { cache } from "react";
import { consoleGet } from "./api";

/** The signed-in account and its clinics, once per request (layout and page both ask). */
export const getStaffMe = cache((): Promise<StaffMe> => consoleGet("me", {}));

/** The clinic of a console URL if the account may open it, else null (the page answers 404). */
export async function getConsoleClinic(partnerId: number) {
  const me = await getStaffMe();
  return me.clinics.find((clinic) => clinic.id === partnerId) ?? null;
}

/** `[partnerId]` from the URL: a positive integer, else null. */
export function parseClinicId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
