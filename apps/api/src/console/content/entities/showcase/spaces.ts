import { asc, eq, schema, sql } from "@clinic/db";
import { type ConsoleSpaceBody, consoleSpaceBodySchema } from "@clinic/shared";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";

const { partnerSpaces } = schema;
type Body = z.output<typeof consoleSpaceBodySchema>;

/** Photos of the clinic's rooms on /introduce/space. */
export const spaceEntity: ContentEntity<Body> = {
  key: "spaces",
  label: "병원 공간",
  body: consoleSpaceBodySchema,
  columns: {
    table: partnerSpaces,
    id: partnerSpaces.id,
    deletedAt: partnerSpaces.deletedAt,
    visible: partnerSpaces.isVisible,
    weight: partnerSpaces.weight,
    order: [asc(partnerSpaces.weight)],
    title: partnerSpaces.title,
    subtitle: sql<string | null>`${partnerSpaces.description}`,
    thumbnail: partnerSpaces.imageUrl,
    search: [partnerSpaces.title, partnerSpaces.description],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(partnerSpaces).where(eq(partnerSpaces.id, id));
    if (!row) return null;
    const body: ConsoleSpaceBody = {
      title: row.title,
      description: row.description,
      imageUrl: row.imageUrl,
      isVisible: row.isVisible,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    const [last] = await tx
      .select({ weight: sql<number>`coalesce(max(${partnerSpaces.weight}), 0)` })
      .from(partnerSpaces);
    const [row] = await tx
      .insert(partnerSpaces)
      .values({ ...body, isVisible: false, partnerId, weight: (last?.weight ?? 0) + 1 })
      .returning({ id: partnerSpaces.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx.update(partnerSpaces).set(body).where(eq(partnerSpaces.id, id));
  },
  previewPath: () => "/introduce/space",
};
