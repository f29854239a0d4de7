import { schema } from "@clinic/db";
import { consoleEventBodySchema } from "@clinic/shared";
import { tableEntity } from "../table-entity";
import { PROMOTION_FIELDS, promotion } from "./promotions";

export const eventEntity = tableEntity({
  key: "events",
  label: "이벤트",
  body: consoleEventBodySchema,
  table: schema.events,
  visible: "eventViewable",
  order: "weight",
  fields: [...PROMOTION_FIELDS, "isSecret", "isVisible", "startDate", "endDate", "productIds"],
  ...promotion(schema.eventProducts, "eventId"),
  previewPath: () => "/events",
});
