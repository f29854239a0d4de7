import { eq, schema } from "@clinic/db";
import type { TranslatableEntity } from "@clinic/shared";
import type { ContentEntity } from "../entity";
import * as content from "../repository";
import type { TranslationSubject } from "./service";

const { banners } = schema;

/** A console content row (decision 0020) as a translation's subject: its live body, and whether it is in the trash. */
export function contentSubject(entity: ContentEntity, key: TranslatableEntity): TranslationSubject {
  return {
    key,
    async live(tx, id) {
      const row = await content.rowState(tx, entity.columns, id);
      const fields = row && (await entity.read(tx, id));
      return row && fields ? { deleted: row.deletedAt !== null, fields } : null;
    },
  };
}

/** A banner's title and subtitle (issue 29): the home page's first words a foreign visitor reads. */
export const bannerSubject: TranslationSubject = {
  key: "banners",
  async live(tx, id) {
    const [row] = await tx
      .select({ title: banners.title, subTitle: banners.subTitle })
      .from(banners)
      .where(eq(banners.id, id));
    return row ? { deleted: false, fields: row } : null;
  },
};
