import { count, desc, eq, schema, type Tx } from "@clinic/db";
import type { Staff } from "@clinic/shared";

const { auditEvents } = schema;

export interface AuditEntry {
  action: string;
  target: string;
  detail?: unknown;
}

/** Who did it: a signed-in account, or a job acting for one (the scheduled publisher names itself). */
export type AuditActor = Pick<Staff, "email"> & { id: number | null };

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
    action: entry.action,
    target: entry.target,
    detail: entry.detail ?? null,
  });
}

export async function listAudit(tx: Tx, partnerId: number, page: number, size: number) {
  const rows = await tx
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.partnerId, partnerId))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(size)
    .offset(page * size);
  const [total] = await tx
    .select({ n: count() })
    .from(auditEvents)
    .where(eq(auditEvents.partnerId, partnerId));
  return {
    content: rows.map((row) => ({
      id: row.id,
      staffEmail: row.staffEmail,
      action: row.action,
      target: row.target,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    })),
    totalElements: total?.n ?? 0,
  };
}
