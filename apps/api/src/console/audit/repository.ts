import { and, desc, eq, gte, lt, type SQL, schema, sql, type Tx } from "@clinic/db";
import {
  type AuditChange,
  type AuditEvent,
  type AuditQuery,
  auditChangeSchema,
  type Staff,
  type StaffRole,
  staffRoles,
} from "@clinic/shared";

const { auditEvents, staffAccounts } = schema;

export interface AuditEntry {
  action: string;
  target: string;
  detail?: unknown;
}

/**
 * Who did it: a signed-in account (its name and role are kept on the entry), or a job acting for one (the
 * scheduled publisher names itself and has no role).
 */
export type AuditActor = Pick<Staff, "email"> & { id: number | null } & Partial<Pick<Staff, "name" | "role">>;

/** Written in the caller's tenant transaction, so the entry exists exactly when the change does. */
export async function recordAudit(
  tx: Tx,
  partnerId: number,
  staff: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditEvents).values({
    partnerId,
    staffId: staff.id,
    staffEmail: staff.email,
    staffName: staff.name ?? null,
    staffRole: staff.role ?? null,
    action: entry.action,
    target: entry.target,
    detail: entry.detail ?? null,
  });
}

/* ---------- before → after ---------- */

const CHANGE_TEXT_MAX = 200;

function asText(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const text =
    typeof value === "string"
      ? value
      : typeof value === "boolean"
        ? value
          ? "예"
          : "아니오"
        : typeof value === "number"
          ? String(value)
          : JSON.stringify(value);
  return text.length > CHANGE_TEXT_MAX ? `${text.slice(0, CHANGE_TEXT_MAX - 1)}…` : text;
}

/**
 * The fields whose value differs between two versions of a thing (top-level keys; lists and objects compared as
 * JSON), each with its text before and after. `labels` names fields in Korean; unnamed keys keep their key.
 */
export function changesBetween(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  labels: Record<string, string> = {},
  ignore: readonly string[] = ["id", "updatedAt", "createdAt"],
): AuditChange[] {
  const changes: AuditChange[] = [];
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const was = asText(before?.[key]);
    const now = asText(after[key]);
    if (was === now) continue;
    changes.push({ field: labels[key] ?? key, before: was, after: now });
  }
  return changes;
}

/* ---------- reading ---------- */

/** The console page of what an entry changed (under /clinics/{id}/); null when there is none. */
export function auditHref(action: string, target: string): string | null {
  const [kind = "", verb = ""] = action.split(".");
  const [targetKind = "", targetId = ""] = target.split(":");
  const single = /^\d+$/.test(targetId) ? targetId : null;
  switch (kind) {
    case "content":
      if (!/^[a-z][a-z0-9-]*$/.test(targetKind)) return null;
      return single && verb !== "purge" ? `content/${targetKind}/${single}` : `content/${targetKind}`;
    case "banner":
    case "popup":
      return single && verb !== "delete" ? `${kind}s/${single}` : `${kind}s`;
    case "media":
      return "media";
    case "settings":
      return ["partner", "hours", "marketing", "homepage"].includes(verb) ? `settings/${verb}` : null;
    case "site":
      // Issue 25: the footer links share the texts' page; the 비급여 page is a section of its own.
      if (verb === "footer-links") return "site/shell-texts";
      if (verb === "non-covered-fees") return "non-covered-fees";
      return /^[a-z-]+$/.test(verb) ? `site/${verb}` : null;
    case "reservation":
      return "reservations";
    case "schedule":
      return "schedule";
    case "inquiry":
      return single ? `inbox/${single}` : "inbox";
    case "customer-post":
      return single && verb !== "delete" ? `customer-board/${single}` : "customer-board";
    case "staff":
      return "staff";
    case "clinic":
      return "platform";
    case "message":
      if (verb === "settings") return "messages/settings";
      return verb.startsWith("template") ? "messages/templates" : "messages";
    default:
      return null;
  }
}

const SEOUL_OFFSET = "+09:00";

function filters(partnerId: number, query: Partial<AuditQuery>): SQL | undefined {
  return and(
    eq(auditEvents.partnerId, partnerId),
    query.staffId ? eq(auditEvents.staffId, query.staffId) : undefined,
    query.kind ? sql`${auditEvents.action} like ${`${query.kind}.%`}` : undefined,
    query.from ? gte(auditEvents.createdAt, new Date(`${query.from}T00:00:00${SEOUL_OFFSET}`)) : undefined,
    // `to` is a whole Seoul day: before the next midnight.
    query.to
      ? lt(
          auditEvents.createdAt,
          new Date(new Date(`${query.to}T00:00:00${SEOUL_OFFSET}`).getTime() + 24 * 60 * 60_000),
        )
      : undefined,
  );
}

const roleOf = (value: string | null): StaffRole | null =>
  (staffRoles as readonly string[]).includes(value ?? "") ? (value as StaffRole) : null;

function changesOf(detail: unknown): AuditChange[] {
  const raw = (detail as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((change) => {
    const parsed = auditChangeSchema.safeParse(change);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function listAudit(
  tx: Tx,
  partnerId: number,
  query: Pick<AuditQuery, "page" | "size"> & Partial<AuditQuery>,
): Promise<{ content: AuditEvent[]; totalElements: number }> {
  const where = filters(partnerId, query);
  const rows = await tx
    .select({
      event: auditEvents,
      // Entries from before names were kept: the account's current name and role (clinic accounts only).
      accountName: staffAccounts.name,
      accountRole: staffAccounts.role,
    })
    .from(auditEvents)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditEvents.staffId))
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const total = await tx.$count(auditEvents, where);
  return {
    content: rows.map(({ event, accountName, accountRole }) => ({
      id: event.id,
      staffEmail: event.staffEmail,
      staffName: event.staffName ?? accountName ?? null,
      staffRole: roleOf(event.staffRole ?? accountRole),
      href: auditHref(event.action, event.target),
      changes: changesOf(event.detail),
      action: event.action,
      target: event.target,
      detail: event.detail,
      createdAt: event.createdAt.toISOString(),
    })),
    totalElements: total,
  };
}

/** The accounts that appear in a clinic's log (the "who" filter), by name where one was kept. */
export async function auditActors(tx: Tx, partnerId: number): Promise<{ id: number; name: string }[]> {
  const rows = await tx
    .selectDistinct({
      id: auditEvents.staffId,
      email: auditEvents.staffEmail,
      name: auditEvents.staffName,
      accountName: staffAccounts.name,
    })
    .from(auditEvents)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditEvents.staffId))
    .where(eq(auditEvents.partnerId, partnerId));
  const byId = new Map<number, string>();
  for (const row of rows) {
    if (row.id === null) continue;
    const label = row.name ?? row.accountName;
    if (!byId.has(row.id) || label) byId.set(row.id, label ? `${label} (${row.email})` : row.email);
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, "ko"));
}
