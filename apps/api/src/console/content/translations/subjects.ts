import { findSiteConfig } from "@api/platform/site-config/repository";
import { findFeePage, findFees } from "@api/storefront/non-covered-fees/repository";
import { findPopupItems } from "@api/storefront/popups/repository";
import { and, eq, schema } from "@clinic/db";
import { isTranslatableEntity, type TranslatableEntity } from "@clinic/shared";
import type { ContentEntity } from "../entity";
import * as content from "../repository";
import type { TranslationSubject } from "./service";

const { banners, popups } = schema;

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

/** A popup's items: their titles (the images' alternative text) and images, often with Korean text painted on. */
export const popupSubject: TranslationSubject = {
  key: "popups",
  async live(tx, id, partnerId) {
    const [row] = await tx
      .select({ id: popups.id })
      .from(popups)
      .where(and(eq(popups.partnerId, partnerId), eq(popups.id, id)));
    if (!row) return null;
    return { deleted: false, fields: { items: await findPopupItems(tx, partnerId, [id]) } };
  },
};

/**
 * The clinic's 비급여 page, one per clinic: its id is the clinic's own (the page's row is keyed by partner_id).
 * The table's cells are listed texts; the notes under it a field.
 */
export const feesSubject: TranslationSubject = {
  key: "non-covered-fees",
  async live(tx, id, partnerId) {
    if (id !== partnerId) return null;
    const [items, page] = await Promise.all([findFees(tx, partnerId), findFeePage(tx, partnerId)]);
    if (items.length === 0 && !page) return null;
    return { deleted: false, fields: { items, notes: page?.notes ?? null } };
  },
};

/**
 * The texts of the site's frame (header, menus, buttons, footer, floating menu), one set per clinic: its id is the
 * clinic's own. The settings' texts are fields; the lists' titles are listed texts.
 */
export const siteTextsSubject: TranslationSubject = {
  key: "site-texts",
  async live(tx, id, partnerId) {
    if (id !== partnerId) return null;
    const record = await findSiteConfig(tx, partnerId);
    return {
      deleted: false,
      fields: {
        ...record.settings,
        menus: record.navigation,
        buttons: record.rightButtons,
        floating: record.floatingItems,
        links: record.footerLinks,
      },
    };
  },
};

/** Every translation subject by entity key: the content entities the console edits, banners, popups, the fees. */
export function translationSubjects(entities: readonly ContentEntity[]): Map<string, TranslationSubject> {
  const subjects = new Map<string, TranslationSubject>();
  for (const entity of entities)
    if (isTranslatableEntity(entity.key)) subjects.set(entity.key, contentSubject(entity, entity.key));
  for (const subject of [bannerSubject, popupSubject, feesSubject, siteTextsSubject])
    subjects.set(subject.key, subject);
  return subjects;
}
