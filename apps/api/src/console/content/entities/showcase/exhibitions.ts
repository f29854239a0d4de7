import { schema } from "@clinic/db";
import { consoleExhibitionBodySchema } from "@clinic/shared";
import { tableEntity } from "../../table-entity";
import { PROMOTION_FIELDS, promotion } from "../promotions";

export const exhibitionEntity = tableEntity({
  key: "exhibitions",
  label: "기획전",
  body: consoleExhibitionBodySchema,
  table: schema.exhibitions,
  visible: "isVisible",
  order: "weight",
  fields: [...PROMOTION_FIELDS, "bannerImageUrl", "startDate", "endDate", "productIds", "isVisible"],
  ...promotion(schema.exhibitionProducts, "exhibitionId"),
  previewPath: (id) => `/exhibitions/${id}`,
});
