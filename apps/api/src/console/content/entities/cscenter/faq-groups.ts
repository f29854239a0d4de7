import { schema, sql } from "@clinic/db";
import { consoleFaqGroupBodySchema } from "@clinic/shared";
import { tableEntity } from "../../table-entity";

const { faqs } = schema;

/** The headings of /cscenter/faq: the site shows visible groups by weight, each with its visible questions. */
export const faqGroupEntity = tableEntity({
  key: "faq-groups",
  label: "FAQ 분류",
  body: consoleFaqGroupBodySchema,
  table: schema.faqGroups,
  visible: "isVisible",
  order: "weight",
  list: (t) => ({
    title: t.name,
    // The console shows how many questions a group holds (those in the trash not counted).
    subtitle: sql<string>`'질문 ' || (select count(*) from ${faqs} where ${faqs.faqGroupId} = ${t.id} and ${faqs.deletedAt} is null) || '개'`,
    search: [t.name],
  }),
  fields: ["name", "isVisible"],
  previewPath: () => "/cscenter/faq",
});
