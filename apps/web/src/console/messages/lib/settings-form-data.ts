// Reading the alert settings form: the recipient lists are numbered inputs (alertEmails.0, alertEmails.1 …) the
// person adds and removes. Pure, so unit-tested; the API validates everything again.

export type RecipientList = "alertEmails" | "alertPhones";

/** The non-empty entries of a numbered list, each with the number of the input it came from. */
export function listEntries(form: FormData, list: RecipientList): { input: number; value: string }[] {
  const entries: { input: number; value: string }[] = [];
  for (const [name, value] of form.entries()) {
    const match = new RegExp(`^${list}\\.(\\d+)$`).exec(name);
    if (!match || typeof value !== "string" || value.trim() === "") continue;
    entries.push({ input: Number(match[1]), value: value.trim() });
  }
  return entries.sort((a, b) => a.input - b.input);
}

/**
 * The API names a list's entry by its place in the list it received (blanks left out); the form by its input.
 * "alertPhones.1" → "alertPhones.3" when the second number sent was typed in the fourth input.
 */
export function fieldsForInputs(
  fields: Record<string, string>,
  sent: Record<RecipientList, { input: number }[]>,
): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^(alertEmails|alertPhones)\.(\d+)$/.exec(key);
    const entry = match ? sent[match[1] as RecipientList][Number(match[2])] : undefined;
    mapped[entry && match ? `${match[1]}.${entry.input}` : key] = message;
  }
  return mapped;
}

/** A list's inputs as last submitted, in order, each keeping its input number (errors are named by it). */
export function listFromValues(
  values: Record<string, string>,
  list: RecipientList,
): { key: number; value: string }[] {
  const pattern = new RegExp(`^${list}\\.(\\d+)$`);
  return Object.entries(values)
    .flatMap(([name, value]) => {
      const match = pattern.exec(name);
      return match ? [{ key: Number(match[1]), value }] : [];
    })
    .sort((a, b) => a.key - b.key);
}
