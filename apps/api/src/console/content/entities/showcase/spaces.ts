import { schema, sql } from "@clinic/db";
import { consoleSpaceBodySchema } from "@clinic/shared";
import { tableEntity } from "../../table-entity";

/** Photos of the clinic's rooms on /introduce/space. */
export const spaceEntity = tableEntity({
  key: "spaces",
  label: "병원 공간",
  body: consoleSpaceBodySchema,
  table: schema.partnerSpaces,
  visible: "isVisible",
  order: "weight",
  list: (t) => ({
    title: t.title,
    subtitle: sql<string | null>`${t.description}`,
    thumbnail: t.imageUrl,
    search: [t.title, t.description],
  }),
  fields: ["title", "description", "imageUrl", "isVisible"],
  previewPath: () => "/introduce/space",
});
