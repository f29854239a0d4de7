import { recordAudit } from "@api/console/audit/repository";
import { notFound } from "@api/lib/http-error";
import { type Database, type Tx, withTenant } from "@clinic/db";
import type {
  ConsoleHomepage,
  ConsoleHours,
  ConsoleMarketing,
  ConsolePartnerSettings,
  ConsolePopup,
  consoleHomepageBodySchema,
  consoleHoursBodySchema,
  consoleMarketingBodySchema,
  consolePartnerSettingsBodySchema,
  consolePopupBodySchema,
  Staff,
} from "@clinic/shared";
import type { z } from "zod";
import {
  toConsolePopup,
  toHomepage,
  toHours,
  toMarketing,
  toOperationTimeValues,
  toPartnerSettings,
} from "./mappers";
import * as repository from "./repository";

type PartnerBody = z.output<typeof consolePartnerSettingsBodySchema>;
type HoursBody = z.output<typeof consoleHoursBodySchema>;
type MarketingBody = z.output<typeof consoleMarketingBodySchema>;
type HomepageBody = z.output<typeof consoleHomepageBodySchema>;
type PopupBody = z.output<typeof consolePopupBodySchema>;

// Every write and its audit entry share one tenant transaction: the entry exists exactly when the change does.
// The database triggers announce the change, so the storefront's caches of this clinic drop on commit.

export interface ConsoleSettingsService {
  getPartner(partnerId: number): Promise<ConsolePartnerSettings>;
  putPartner(partnerId: number, staff: Staff, body: PartnerBody): Promise<ConsolePartnerSettings>;
  getHours(partnerId: number): Promise<ConsoleHours>;
  putHours(partnerId: number, staff: Staff, body: HoursBody): Promise<ConsoleHours>;
  getMarketing(partnerId: number): Promise<ConsoleMarketing>;
  putMarketing(partnerId: number, staff: Staff, body: MarketingBody): Promise<ConsoleMarketing>;
  getHomepage(partnerId: number): Promise<ConsoleHomepage>;
  putHomepage(partnerId: number, staff: Staff, body: HomepageBody): Promise<ConsoleHomepage>;
  listPopups(partnerId: number): Promise<ConsolePopup[]>;
  createPopup(partnerId: number, staff: Staff, body: PopupBody): Promise<ConsolePopup>;
  updatePopup(partnerId: number, staff: Staff, id: number, body: PopupBody): Promise<ConsolePopup>;
  deletePopup(partnerId: number, staff: Staff, id: number): Promise<void>;
}

const popupNotFound = () => notFound("popup not found");

function popupValues(body: PopupBody): repository.PopupValues {
  const { popupItems: _items, startsAt, endsAt, ...values } = body;
  return {
    ...values,
    startsAt: startsAt ? new Date(startsAt) : null,
    endsAt: endsAt ? new Date(endsAt) : null,
  };
}

export function createConsoleSettingsService(database: Database): ConsoleSettingsService {
  const tenant = <T>(partnerId: number, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, work);

  const readPartner = async (tx: Tx, partnerId: number) => {
    const row = await repository.findPartnerRow(tx, partnerId);
    if (!row) throw notFound("clinic not found");
    return row;
  };
  const readPopup = async (tx: Tx, partnerId: number, id: number) => {
    const [row] = await repository.findPopups(tx, partnerId, id);
    if (!row) throw popupNotFound();
    return toConsolePopup(row, await repository.findItems(tx, partnerId, [id]));
  };

  return {
    getPartner: (partnerId) =>
      tenant(partnerId, async (tx) => toPartnerSettings(await readPartner(tx, partnerId))),
    putPartner: (partnerId, staff, body) =>
      tenant(partnerId, async (tx) => {
        await readPartner(tx, partnerId);
        await repository.updatePartnerRow(tx, partnerId, body);
        await recordAudit(tx, partnerId, staff, {
          action: "settings.partner",
          target: "partner",
          detail: body,
        });
        return toPartnerSettings(await readPartner(tx, partnerId));
      }),

    getHours: (partnerId) =>
      tenant(partnerId, async (tx) =>
        toHours(await readPartner(tx, partnerId), await repository.findOperationTimes(tx, partnerId)),
      ),
    putHours: (partnerId, staff, body) =>
      tenant(partnerId, async (tx) => {
        await readPartner(tx, partnerId);
        const { operationTimeType, lunchStart, lunchEnd } = body;
        await repository.updatePartnerRow(tx, partnerId, { operationTimeType, lunchStart, lunchEnd });
        await repository.replaceOperationTimes(tx, partnerId, toOperationTimeValues(body));
        await recordAudit(tx, partnerId, staff, { action: "settings.hours", target: "hours", detail: body });
        return toHours(await readPartner(tx, partnerId), await repository.findOperationTimes(tx, partnerId));
      }),

    getMarketing: (partnerId) =>
      tenant(partnerId, async (tx) => toMarketing(await repository.findMarketing(tx, partnerId))),
    putMarketing: (partnerId, staff, body) =>
      tenant(partnerId, async (tx) => {
        await repository.upsertMarketing(tx, partnerId, body);
        await recordAudit(tx, partnerId, staff, {
          action: "settings.marketing",
          target: "marketing",
          detail: body,
        });
        return toMarketing(await repository.findMarketing(tx, partnerId));
      }),

    getHomepage: (partnerId) =>
      tenant(partnerId, async (tx) => toHomepage(await repository.findHomepage(tx, partnerId))),
    putHomepage: (partnerId, staff, body) =>
      tenant(partnerId, async (tx) => {
        await repository.upsertHomepage(tx, partnerId, body);
        await recordAudit(tx, partnerId, staff, {
          action: "settings.homepage",
          target: "homepage",
          detail: body,
        });
        return toHomepage(await repository.findHomepage(tx, partnerId));
      }),

    listPopups: (partnerId) =>
      tenant(partnerId, async (tx) => {
        const rows = await repository.findPopups(tx, partnerId);
        const items = await repository.findItems(
          tx,
          partnerId,
          rows.map((row) => row.id),
        );
        return rows.map((row) => toConsolePopup(row, items));
      }),
    createPopup: (partnerId, staff, body) =>
      tenant(partnerId, async (tx) => {
        const id = await repository.insertPopup(tx, partnerId, popupValues(body));
        await repository.replaceItems(tx, partnerId, id, body.popupItems);
        await recordAudit(tx, partnerId, staff, {
          action: "popup.create",
          target: `popup:${id}`,
          detail: body,
        });
        return readPopup(tx, partnerId, id);
      }),
    updatePopup: (partnerId, staff, id, body) =>
      tenant(partnerId, async (tx) => {
        if (!(await repository.updatePopup(tx, partnerId, id, popupValues(body)))) throw popupNotFound();
        await repository.replaceItems(tx, partnerId, id, body.popupItems);
        await recordAudit(tx, partnerId, staff, {
          action: "popup.update",
          target: `popup:${id}`,
          detail: body,
        });
        return readPopup(tx, partnerId, id);
      }),
    deletePopup: (partnerId, staff, id) =>
      tenant(partnerId, async (tx) => {
        if (!(await repository.deletePopup(tx, partnerId, id))) throw popupNotFound();
        await recordAudit(tx, partnerId, staff, { action: "popup.delete", target: `popup:${id}` });
      }),
  };
}
