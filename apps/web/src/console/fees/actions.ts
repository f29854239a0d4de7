"use server";

import { consoleSend, formBody } from "@/console/lib/api";
import { type SettingsFormState, text } from "@/console/settings/lib/form-data";
import { listFormState, listRowsFrom, numberOf, textOf } from "@/console/site/lib/list-form-data";

/** Fields of one fee row; a row with all of them empty is the form's spare row. */
const FEE_FIELDS = ["category", "name", "priceMin", "priceMax", "unit", "note"] as const;

/**
 * Saves the 비급여 진료비용 page: the rows in the order their numbers say, and the notes. Bound to the clinic id
 * by its page; the API checks the account and validates every value again (prices, ranges, lengths).
 */
export async function saveNonCoveredFeesAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const rows = listRowsFrom(form, FEE_FIELDS);
  const notes = text(form, "notes");
  const result = await consoleSend("putNonCoveredFees", {
    params: { partnerId },
    body: formBody({
      items: rows.map((row) => ({
        category: textOf(row, "category"),
        name: textOf(row, "name"),
        // An empty minimum is sent as "" so the API names the field; an empty maximum is a single price.
        priceMin: numberOf(row, "priceMin") ?? "",
        priceMax: numberOf(row, "priceMax"),
        unit: textOf(row, "unit"),
        note: textOf(row, "note"),
      })),
      notes,
    }),
  });
  const state = listFormState(result, rows, form, "items");
  return { ...state, values: { ...state.values, notes: String(form.get("notes") ?? "") } };
}
