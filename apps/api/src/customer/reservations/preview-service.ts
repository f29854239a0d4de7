import { type AvailabilityService, durationOf } from "@api/storefront/schedules/availability-service";
import { type Database, withTenant } from "@clinic/db";
import { type ReservationType, reservationMessages } from "@clinic/shared";
import { distinct, priceSummary, requireFitOptions, resolveLines } from "./lines";
import { findVatIncluded } from "./repository";

const FIELD = "query.productOptionIds";

/** What the widget asks before booking: the price summary of the chosen options, and whether a time is free. */
export function createPreviewService(database: Database, availability: AvailabilityService) {
  return {
    /** Lines, prices with the clinic's VAT flag and the duration of a treatment reservation of `productOptionIds`. */
    confirm(partnerId: number, productOptionIds: number[]) {
      const ids = distinct(productOptionIds);
      return withTenant(database.db, partnerId, async (tx) => {
        const items = await resolveLines(tx, partnerId, ids, FIELD);
        return {
          items,
          ...priceSummary(items),
          vatIncluded: await findVatIncluded(tx, partnerId),
          durationMinutes: await durationOf(tx, partnerId, "TREATMENT", ids),
        };
      });
    },

    /** Whether the reservation could be booked now; a refusal is an answer (with its Korean reason), not an error. */
    validate(
      partnerId: number,
      query: { type: ReservationType; reservedAt: string; productOptionIds?: number[] | undefined },
    ) {
      const ids = distinct(query.productOptionIds);
      requireFitOptions(query.type, ids, FIELD);
      return withTenant(database.db, partnerId, async (tx) => {
        await resolveLines(tx, partnerId, ids, FIELD);
        const refusal = await availability.check(tx, partnerId, {
          type: query.type,
          reservedAt: new Date(query.reservedAt),
          durationMinutes: await durationOf(tx, partnerId, query.type, ids),
        });
        return refusal === null
          ? { available: true, message: null }
          : { available: false, message: reservationMessages[refusal] };
      });
    },
  };
}
