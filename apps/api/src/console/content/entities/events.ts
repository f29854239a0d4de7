import { asc, eq, schema, sql, type Tx } from "@clinic/db";
import { type ConsoleEventBody, consoleEventBodySchema } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { z } from "zod";
import type { ContentEntity } from "../entity";
import { requireProducts } from "./references";

const { events, eventProducts } = schema;
type Body = z.output<typeof consoleEventBodySchema>;

const eventValues = (body: Body) => ({
  title: body.title,
  summary: body.summary,
  contentHtml: sanitizeRichText(body.contentHtml),
  thumbnailUrl: body.thumbnailUrl,
  isSecret: body.isSecret,
  eventViewable: body.isVisible,
  startDate: body.startDate,
  endDate: body.endDate,
});

async function writeProducts(tx: Tx, partnerId: number, eventId: number, productIds: number[]) {
  await tx.delete(eventProducts).where(eq(eventProducts.eventId, eventId));
  if (productIds.length === 0) return;
  await tx
    .insert(eventProducts)
    .values(productIds.map((productId, index) => ({ partnerId, eventId, productId, weight: index + 1 })));
}

export const eventEntity: ContentEntity<Body> = {
  key: "events",
  label: "이벤트",
  body: consoleEventBodySchema,
  columns: {
    table: events,
    id: events.id,
    deletedAt: events.deletedAt,
    visible: events.eventViewable,
    weight: events.weight,
    order: [asc(events.weight)],
    title: events.title,
    subtitle: sql<string>`concat_ws(' ~ ', ${events.startDate}::text, ${events.endDate}::text)`,
    thumbnail: events.thumbnailUrl,
    search: [events.title, events.summary],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(events).where(eq(events.id, id));
    if (!row) return null;
    const linked = await tx
      .select({ productId: eventProducts.productId })
      .from(eventProducts)
      .where(eq(eventProducts.eventId, id))
      .orderBy(asc(eventProducts.weight));
    const body: ConsoleEventBody = {
      title: row.title,
      summary: row.summary,
      contentHtml: row.contentHtml,
      thumbnailUrl: row.thumbnailUrl,
      isSecret: row.isSecret,
      isVisible: row.eventViewable,
      startDate: row.startDate,
      endDate: row.endDate,
      productIds: linked.map((link) => link.productId),
    };
    return body;
  },
  async create(tx, partnerId, body) {
    const [last] = await tx.select({ weight: sql<number>`coalesce(max(${events.weight}), 0)` }).from(events);
    const [row] = await tx
      .insert(events)
      .values({ ...eventValues(body), eventViewable: false, partnerId, weight: (last?.weight ?? 0) + 1 })
      .returning({ id: events.id });
    if (!row) throw new Error("insert returned no row");
    await writeProducts(tx, partnerId, row.id, body.productIds);
    return row.id;
  },
  async apply(tx, partnerId, id, body) {
    await tx.update(events).set(eventValues(body)).where(eq(events.id, id));
    await writeProducts(tx, partnerId, id, body.productIds);
  },
  check: (tx, body) => requireProducts(tx, body.productIds),
  previewPath: () => "/events",
};
