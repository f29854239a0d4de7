import { recordAudit } from "@api/console/audit/repository";
import { oneOf } from "@api/lib/enums";
import { notFound } from "@api/lib/http-error";
import { type Database, type Tx, withTenant } from "@clinic/db";
import {
  type ConsoleInquiry,
  type ConsoleInquiryList,
  type ConsoleInquiryRow,
  INBOX_EXCERPT_LENGTH,
  type InquiryCategory,
  type InquiryFilter,
  inquiryCategories,
  type Staff,
} from "@clinic/shared";
import { countUnhandled, findInquiries, findInquiry, type InquiryRow, setHandled } from "./repository";

export interface InquiryListInput {
  status: InquiryFilter;
  category?: InquiryCategory | undefined;
  q?: string | undefined;
  page: number;
  size: number;
}

/** The text's start on one line, cut by characters (code points, so no character is split). */
export function excerptOf(text: string, length = INBOX_EXCERPT_LENGTH): string {
  const flat = Array.from(text.replace(/\s+/g, " ").trim());
  return flat.length <= length ? flat.join("") : `${flat.slice(0, length - 1).join("")}…`;
}

function toRow(row: InquiryRow): ConsoleInquiryRow {
  return {
    id: row.id,
    category: oneOf(inquiryCategories, row.category, "ETC"),
    name: row.name,
    phone: row.phone,
    email: row.email,
    excerpt: excerptOf(row.content),
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** The console's inquiry inbox: visitors' contact-form messages, read and marked handled by the clinic's staff. */
export function createInquiryInbox(database: Database) {
  const tenant = <T>(partnerId: number, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, work);

  const read = async (tx: Tx, partnerId: number, id: number): Promise<ConsoleInquiry> => {
    const found = await findInquiry(tx, partnerId, id);
    if (!found) throw notFound("inquiry not found");
    return {
      ...toRow(found.inquiry),
      content: found.inquiry.content,
      privacyAgreedAt: found.inquiry.privacyAgreedAt.toISOString(),
      handledByName: found.inquiry.handledAt === null ? null : found.handledByName,
    };
  };

  return {
    list: (partnerId: number, input: InquiryListInput): Promise<ConsoleInquiryList> =>
      tenant(partnerId, async (tx) => {
        const found = await findInquiries(tx, partnerId, input, {
          limit: input.size,
          offset: (input.page - 1) * input.size,
        });
        return {
          rows: found.rows.map(toRow),
          total: found.total,
          page: input.page,
          size: input.size,
          unhandledCount: await countUnhandled(tx, partnerId),
        };
      }),

    get: (partnerId: number, id: number) => tenant(partnerId, (tx) => read(tx, partnerId, id)),

    /**
     * Marks an inquiry handled (or waiting again). Asking for the state it is already in changes nothing and
     * records nothing, so two people clicking at once leave one entry and the first person's name.
     */
    setHandled: (partnerId: number, staff: Staff, id: number, handled: boolean) =>
      tenant(partnerId, async (tx) => {
        const found = await findInquiry(tx, partnerId, id, { forUpdate: true });
        if (!found) throw notFound("inquiry not found");
        if ((found.inquiry.handledAt !== null) !== handled) {
          await setHandled(tx, partnerId, id, handled ? staff.id : null);
          await recordAudit(tx, partnerId, staff, {
            action: handled ? "inquiry.handled" : "inquiry.unhandled",
            target: `inquiry:${id}`,
          });
        }
        return read(tx, partnerId, id);
      }),
  };
}

export type InquiryInbox = ReturnType<typeof createInquiryInbox>;
