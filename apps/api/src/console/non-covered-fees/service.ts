import { recordAudit } from "@api/console/audit/repository";
import { toFeeItem } from "@api/storefront/non-covered-fees/mappers";
import { type Database, type Tx, withTenant } from "@clinic/db";
import type { ConsoleNonCoveredFees, consoleNonCoveredFeesBodySchema, Staff } from "@clinic/shared";
import type { z } from "zod";
import * as repository from "./repository";

type FeesBody = z.output<typeof consoleNonCoveredFeesBodySchema>;

export interface ConsoleNonCoveredFeeService {
  get(partnerId: number): Promise<ConsoleNonCoveredFees>;
  /**
   * Replaces the items and notes. The date of the last change moves only when something visible changed, so
   * saving the form again unchanged does not claim a price change that never happened.
   */
  put(partnerId: number, staff: Staff, body: FeesBody): Promise<ConsoleNonCoveredFees>;
}

const read = async (tx: Tx, partnerId: number): Promise<ConsoleNonCoveredFees> => {
  const rows = await repository.findFees(tx, partnerId);
  const page = await repository.findFeePage(tx, partnerId);
  return {
    items: rows.map((row) => ({ category: row.category, ...toFeeItem(row) })),
    notes: page?.notes ?? null,
    changedAt: page ? page.changedAt.toISOString() : null,
  };
};

/** What the page shows, in a comparable form. */
const visible = (document: { items: FeesBody["items"]; notes: string | null }) =>
  JSON.stringify({
    notes: document.notes,
    items: document.items.map(({ category, name, priceMin, priceMax, unit, note }) => [
      category,
      name,
      priceMin,
      priceMax,
      unit,
      note,
    ]),
  });

export function createConsoleNonCoveredFeeService(database: Database): ConsoleNonCoveredFeeService {
  return {
    get: (partnerId) => withTenant(database.db, partnerId, (tx) => read(tx, partnerId)),
    put: (partnerId, staff, body) =>
      withTenant(database.db, partnerId, async (tx) => {
        const before = await read(tx, partnerId);
        const changed = before.changedAt === null || visible(before) !== visible(body);
        if (changed) {
          await repository.replaceFees(tx, partnerId, body.items);
          await repository.upsertFeePage(tx, partnerId, body.notes, new Date());
        }
        await recordAudit(tx, partnerId, staff, {
          action: "site.non-covered-fees",
          target: "non-covered-fees",
          detail: { items: body.items.length, changed },
        });
        return read(tx, partnerId);
      }),
  };
}

/**
 * Whether the clinic's 비급여 진료비용 page lists at least one item: the go-live checklist's "비급여 page" line
 * (issue 25) calls this.
 */
export function hasNonCoveredFees(database: Database, partnerId: number): Promise<boolean> {
  return withTenant(database.db, partnerId, (tx) => repository.hasFees(tx, partnerId));
}
