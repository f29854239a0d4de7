import type { Tx } from "@clinic/db";
import { type ReservationType, reservationMessages } from "@clinic/shared";
import { badField, reservationMessagesExtra } from "./errors";
import { findOptionLines, type OptionLine } from "./repository";

/** The ids once each, in the order asked (a double entry is one treatment, not two). */
export const distinct = (ids: readonly number[] | undefined): number[] => [...new Set(ids ?? [])];

/**
 * A treatment needs options, a visit (consultation) takes none: both mistakes are the client's, so 400s naming
 * `field` rather than a refusal.
 */
export function requireFitOptions(type: ReservationType, ids: number[], field: string): void {
  if (type === "TREATMENT" && ids.length === 0) throw badField(field, reservationMessages.treatmentsRequired);
  if (type === "VISIT" && ids.length > 0)
    throw badField(field, reservationMessagesExtra.visitWithoutTreatments);
}

/** The lines of `ids` in the order asked; 400 on `field` when one is unknown here or its product unpublished. */
export async function resolveLines(
  tx: Tx,
  partnerId: number,
  ids: number[],
  field: string,
): Promise<OptionLine[]> {
  const found = await findOptionLines(tx, partnerId, ids);
  const byId = new Map(found.map((line) => [line.productOptionId, line]));
  return ids.map((id) => {
    const line = byId.get(id);
    if (!line) throw badField(field, `${reservationMessagesExtra.unknownOptions} (${id})`);
    return line;
  });
}

export function priceSummary(lines: OptionLine[]) {
  const totalPrice = lines.reduce((sum, line) => sum + line.price, 0);
  // An "original" price below the price is a data slip, never a negative discount.
  const originalTotalPrice = lines.reduce(
    (sum, line) => sum + Math.max(line.originalPrice ?? 0, line.price),
    0,
  );
  return { totalPrice, originalTotalPrice, discount: originalTotalPrice - totalPrice };
}
