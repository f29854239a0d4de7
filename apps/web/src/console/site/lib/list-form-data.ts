import type { ConsoleResult } from "@/console/lib/api";
import { type SettingsFormState, toFormState, valuesOf } from "@/console/settings/lib/form-data";

// The site list forms → ordered API lists. Rows are named rows.{position}.{field}; each has an "order" number
// the person may change to move it (reorder by number, usable without a mouse). Pure, so unit-tested.

export const ROWS = "rows";

/** One submitted row: its position in the form and its text values by field. */
export interface ListRow {
  index: number;
  values: Record<string, string>;
}

function rowIndexes(form: FormData): number[] {
  const found = new Set<number>();
  for (const name of form.keys()) {
    const match = /^rows\.(\d+)\./.exec(name);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The rows in the order their numbers say (ties and blanks keep the form's order); a row whose content fields
 * are all empty is the form's spare row and left out.
 */
export function listRowsFrom(form: FormData, contentFields: readonly string[]): ListRow[] {
  const rows = rowIndexes(form).map((index) => {
    const values: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      const prefix = `${ROWS}.${index}.`;
      if (typeof value === "string" && name.startsWith(prefix))
        values[name.slice(prefix.length)] = value.trim();
    }
    return { index, values };
  });
  const orderOf = (row: ListRow) => {
    const order = Number(row.values.order);
    return row.values.order && Number.isFinite(order) ? order : Number.POSITIVE_INFINITY;
  };
  return rows
    .filter((row) => contentFields.some((field) => (row.values[field] ?? "") !== ""))
    .map((row, position) => ({ row, position }))
    .sort((a, b) => orderOf(a.row) - orderOf(b.row) || a.position - b.position)
    .map(({ row }) => row);
}

export const textOf = (row: ListRow, field: string): string => row.values[field] ?? "";
export const checkedOf = (row: ListRow, field: string): boolean => row.values[field] === "on";
/** Empty → null; a number; else the raw text so the API names the field. */
export function numberOf(row: ListRow, field: string): number | string | null {
  const raw = textOf(row, field);
  if (raw === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : raw;
}

/**
 * The API names list entries by their position in the body ("rows.2.url", or "keywords.2" for a list of
 * strings); the form names them by their row. `leaf` is the field a string list's entry is typed in.
 */
export function remapFields(
  fields: Record<string, string>,
  rows: ListRow[],
  listName: string,
  leaf?: string,
): Record<string, string> {
  const remapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = new RegExp(`^${listName}\\.(\\d+)(\\..+)?$`).exec(path);
    const row = match ? rows[Number(match[1])] : undefined;
    if (match && row) {
      const rest = match[2] ?? (leaf ? `.${leaf}` : "");
      remapped[`${ROWS}.${row.index}${rest}`] ??= message;
    } else {
      remapped[path === listName ? ROWS : path] ??= message;
    }
  }
  return remapped;
}

/** The saved rows as the form shows them next: in their new order, numbered 1, 2, 3 … */
export function orderedValues(rows: ListRow[]): Record<string, string> {
  const values: Record<string, string> = {};
  rows.forEach((row, position) => {
    for (const [field, value] of Object.entries(row.values)) values[`${ROWS}.${position}.${field}`] = value;
    values[`${ROWS}.${position}.order`] = String(position + 1);
  });
  return values;
}

export const SAVED = "저장했습니다. 홈페이지에 곧 반영됩니다.";

/** The answer as the list form's state: the saved order on success, else the errors on the rows they belong to. */
export function listFormState(
  result: ConsoleResult,
  rows: ListRow[],
  form: FormData,
  listName = ROWS,
  leaf?: string,
): SettingsFormState {
  if (result.ok) return { ok: true, message: SAVED, values: orderedValues(rows) };
  const state = toFormState(result, "", valuesOf(form));
  return { ...state, fields: remapFields(state.fields ?? {}, rows, listName, leaf) };
}

/** "제목 | 주소" lines (a menu's sub-list) → entries; a line without "|" is all title (the API names the url). */
export function pairsOf(lines: string): { title: string; url: string }[] {
  return lines
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const bar = line.lastIndexOf("|");
      return bar < 0
        ? { title: line, url: "" }
        : { title: line.slice(0, bar).trim(), url: line.slice(bar + 1).trim() };
    });
}

export const pairsText = (pairs: { title: string; url: string }[]): string =>
  pairs.map((pair) => `${pair.title} | ${pair.url}`).join("\n");
