"use server";

import type { DeskTreatment, ReservationType, ScheduleDoctor, TimeSlot } from "@clinic/shared";
import { revalidatePath } from "next/cache";
import type { FormState } from "@/console/components/form-message";
import { consoleSend, formBody } from "@/console/lib/api";
import { getStaffMe } from "@/console/lib/me";

const DESK_PATH = "/console/clinics/[partnerId]/reservations";

/** What the booking form needs when it opens: doctors, treatments, and whether this account may override. */
export interface DeskBookingContext {
  doctors: Pick<ScheduleDoctor, "id" | "name">[];
  treatments: DeskTreatment[];
  canOverride: boolean;
}

export async function loadBookingContext(partnerId: number): Promise<DeskBookingContext | null> {
  const [schedule, treatments, me] = await Promise.all([
    consoleSend("schedule", { params: { partnerId } }),
    consoleSend("deskTreatments", { params: { partnerId } }),
    getStaffMe(),
  ]);
  if (!schedule.ok || !treatments.ok) return null;
  const role = me.staff.role;
  return {
    doctors: schedule.data.doctors.map(({ id, name }) => ({ id, name })),
    treatments: treatments.data.options,
    canOverride: role === "OWNER" || role === "MANAGER" || role === "OPERATOR",
  };
}

/** The times of a date for the form (no minimum notice); an error message instead when they cannot be read. */
export async function loadDeskSlots(
  partnerId: number,
  query: { date: string; type: ReservationType; productOptionIds: number[]; employeeId: number | null },
): Promise<{ slots: TimeSlot[] } | { error: string }> {
  const result = await consoleSend("deskSlots", {
    params: { partnerId },
    query: {
      date: query.date,
      type: query.type,
      ...(query.productOptionIds.length > 0 ? { productOptionIds: query.productOptionIds.join(",") } : {}),
      ...(query.employeeId === null ? {} : { employeeId: query.employeeId }),
    } as never,
  });
  if (!result.ok) return { error: result.fields.productOptionIds ?? result.message };
  return { slots: result.data.slots };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The form's fields as the API's body: date and time become one Seoul instant, the reason an override. */
function bookingBody(form: FormData) {
  const date = text(form, "date");
  const time = text(form, "time");
  const employee = text(form, "employeeId");
  const reason = text(form, "overrideReason");
  const type = text(form, "type");
  return {
    type,
    productOptionIds: type === "TREATMENT" ? form.getAll("productOptionIds").map(Number) : [],
    employeeId: employee === "" ? null : Number(employee),
    // Without a time the API answers "필수 입력 항목입니다." next to the time select.
    ...(date && time ? { reservedAt: `${date}T${time}:00+09:00` } : {}),
    memo: text(form, "memo") === "" ? null : text(form, "memo"),
    ...(reason === "" ? {} : { override: { reason } }),
  };
}

/** The API's field names → the form's inputs (reservedAt is chosen in the time select). */
function formFields(fields: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = path === "reservedAt" ? "time" : path.startsWith("override") ? "overrideReason" : path;
    mapped[name] ??= message;
  }
  return mapped;
}

/** 전화 예약 (create) or 예약 수정 (edit, with `id`): the dialog's one submit. */
export async function saveDeskBooking(_previous: FormState, form: FormData): Promise<FormState> {
  const partnerId = Number(form.get("partnerId"));
  const id = Number(form.get("id") ?? 0);
  if (!Number.isInteger(partnerId) || !Number.isInteger(id))
    return { ok: false, message: "잘못된 요청입니다." };
  const body = bookingBody(form);
  const result =
    id > 0
      ? await consoleSend("updateDeskReservation", { params: { partnerId, id }, body: formBody(body) })
      : await consoleSend("createDeskReservation", {
          params: { partnerId },
          body: formBody({
            ...body,
            name: text(form, "name"),
            phone: text(form, "phone"),
            privacyConsent: form.get("privacyConsent") === "on",
            language: text(form, "language") || "ko",
          }),
        });
  if (!result.ok) return { ok: false, message: result.message, fields: formFields(result.fields) };
  revalidatePath(DESK_PATH, "layout");
  return {
    ok: true,
    message: id > 0 ? "예약을 수정했습니다." : "전화 예약을 등록했습니다.",
    detail: text(form, "date"),
  };
}

/** 체크인 and 되돌리기 (undo a visited / no-show mark). */
export async function deskMark(_previous: FormState, form: FormData): Promise<FormState> {
  const partnerId = Number(form.get("partnerId"));
  const id = Number(form.get("id"));
  const mark = String(form.get("mark"));
  if (!Number.isInteger(partnerId) || !Number.isInteger(id) || (mark !== "check-in" && mark !== "undo"))
    return { ok: false, message: "잘못된 요청입니다." };
  const params = { partnerId, id };
  const result = await consoleSend(mark === "check-in" ? "checkInReservation" : "undoReservationOutcome", {
    params,
  });
  if (!result.ok) return { ok: false, message: result.message };
  revalidatePath(DESK_PATH, "layout");
  return { ok: true, message: mark === "check-in" ? "체크인했습니다." : "예약 확정 상태로 되돌렸습니다." };
}
