import type { z } from "zod";

/** What the board forms show under each field: the first Korean message per field name. Pure. */
export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks form values with the shared schema before anything is sent (the API checks the same schema again).
 * An empty input counts as not given, so it reads "필수 입력 항목입니다." rather than a length message.
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
): Validation<z.output<S>> {
  const given = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
  const result = schema.safeParse(given);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A 400's `fields` ("body.title" → "title"), kept for the names the form has; the rest are left out. */
export function apiFieldErrors(
  fields: readonly { path: string; message: string }[] | undefined,
  names: readonly string[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of fields ?? []) {
    const [part, name] = path.split(".");
    const field = part === "body" ? name : part;
    if (field && names.includes(field)) errors[field] ??= message;
  }
  return errors;
}

/** Element id of a field's message, for aria-describedby. */
export const errorIdOf = (formId: string, field: string) => `${formId}-${field}-error`;
