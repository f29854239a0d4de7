import type { FormState } from "@/console/components/form-message";
import type { ConsoleResult } from "@/console/lib/api";

// Reading the console's forms into API bodies. Pure (FormData in, plain values out), so unit-tested; the API
// validates everything again with the shared schemas and names the wrong fields.

/** A form's last outcome plus what was typed, so a failed submission shows the person's input again. */
export interface SettingsFormState extends FormState {
  values?: Record<string, string>;
}

export const INITIAL_SETTINGS_STATE: SettingsFormState = { ok: false };

/** Text as typed; "" stays "" (the API turns it into null, clearing the field). */
export const text = (form: FormData, name: string): string => String(form.get(name) ?? "").trim();

/** Empty → null; otherwise the number, or the raw text so the API answers "not a number" for that field. */
export function numberOrNull(form: FormData, name: string): number | string | null {
  const raw = text(form, name);
  if (raw === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : raw;
}

/** Like numberOrNull for required numbers: an empty field is sent as "" and answered as a field error. */
export function numberOrText(form: FormData, name: string): number | string {
  return numberOrNull(form, name) ?? "";
}

export const checked = (form: FormData, name: string): boolean => form.get(name) === "on";

/** A textarea of one entry per line; blank lines dropped. */
export const lines = (form: FormData, name: string): string[] =>
  text(form, name)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** HH:MM from <input type="time"> (some browsers send seconds); empty → null. */
export function timeOrNull(form: FormData, name: string): string | null {
  const raw = text(form, name);
  if (raw === "") return null;
  return /^\d{2}:\d{2}:\d{2}$/.test(raw) ? raw.slice(0, 5) : raw;
}

/** Every submitted text value by name (files are never part of these forms). */
export function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !name.startsWith("$ACTION")) values[name] = value;
  }
  return values;
}

/** The API's answer as the form's state: success notice, or the message and each field's error. */
export function toFormState(
  result: ConsoleResult,
  success: string,
  values: Record<string, string>,
): SettingsFormState {
  // Values on success too: the form resets to its defaults after an action, and these are the saved ones.
  if (result.ok) return { ok: true, message: success, values };
  const message = result.status === 400 ? "입력한 내용을 확인해 주세요." : result.message;
  return { ok: false, message, fields: result.fields, values };
}

/** The error of a field, also when the API named a part of it ("wayToPartnerByBus.2" → wayToPartnerByBus). */
export function errorFor(fields: Record<string, string> | undefined, name: string): string | undefined {
  if (!fields) return undefined;
  if (fields[name]) return fields[name];
  const prefix = `${name}.`;
  const key = Object.keys(fields).find((candidate) => candidate.startsWith(prefix));
  return key ? fields[key] : undefined;
}

/** What a text input shows: the last submission's value, else the stored one. */
export function shown(state: SettingsFormState, name: string, stored: string | number | null): string {
  if (state.values) return state.values[name] ?? "";
  return stored === null ? "" : String(stored);
}

/** Whether a checkbox shows checked: as last submitted (absent = unchecked), else as stored. */
export function shownChecked(state: SettingsFormState, name: string, stored: boolean): boolean {
  return state.values ? state.values[name] === "on" : stored;
}
