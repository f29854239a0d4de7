import { changesBetween, recordAudit } from "@api/console/audit/repository";
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

/** Korean names of the clinic's fields in the audit log's before → after. */
const PARTNER_FIELD_LABELS: Record<string, string> = {
  partnerName: "병원 이름",
  displayName: "표시 이름",
  logoImageUrl: "로고",
  phone: "휴대전화",
  tel: "대표 전화",
  ceoName: "대표자",
  fax: "팩스",
  businessNumber: "사업자등록번호",
  copyRight: "저작권 표기",
  address: "주소",
  parkingInfo: "주차 안내",
  parkingNotice: "주차 공지",
  groupInquiryUrl: "단체 문의 주소",
  googlePlaceId: "Google 장소 ID",
  internationalTelCode: "국가 번호",
};

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
        const before = toPartnerSettings(await readPartner(tx, partnerId));
        await repository.updatePartnerRow(tx, partnerId, body);
        const after = toPartnerSettings(await readPartner(tx, partnerId));
        await recordAudit(tx, partnerId, staff, {
          action: "settings.partner",
          target: "partner",
          detail: { ...body, changes: changesBetween(before, after, PARTNER_FIELD_LABELS) },
        });
        return after;
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
