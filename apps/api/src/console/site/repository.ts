import { inClinicOrder } from "@api/lib/clinic-order";
import { and, asc, eq, type Tx } from "@clinic/db";
import {
  banners,
  floatingItems,
  footerLinks,
  franchiseBranches,
  navigationItems,
  partnerGroups,
  partnerKeywords,
  partnerOperationTimes,
  partners,
  rightButtons,
  siteSettings,
} from "@clinic/db/schema";

export type NavigationRow = typeof navigationItems.$inferSelect;
export type BranchRow = typeof franchiseBranches.$inferSelect;
export type RightButtonRow = typeof rightButtons.$inferSelect;
export type FloatingItemRow = typeof floatingItems.$inferSelect;
export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type ThemeValues = Pick<
  typeof siteSettings.$inferInsert,
  | "themeColors"
  | "logoPcTransparent"
  | "logoPcWhite"
  | "logoMobileTransparent"
  | "logoMobileWhite"
  | "logoFooter"
>;
export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, "partnerId" | "id">;

type Values<T extends { $inferInsert: object }> = Omit<T["$inferInsert"], "partnerId" | "id" | "weight">;
export type NavigationValues = Values<typeof navigationItems> & { subList: { title: string; url: string }[] };

// Every call runs inside withTenant (row-level security); the explicit partner filters keep the queries correct
// on their own. Lists are stored with weight = position, so the storefront's weight order is the console's order.

export async function findNavigation(tx: Tx, partnerId: number): Promise<NavigationRow[]> {
  return inClinicOrder(tx, navigationItems, partnerId);
}

/** Both levels go out together and come back in order: parents first, so children can point at them. */
export async function replaceNavigation(tx: Tx, partnerId: number, items: NavigationValues[]): Promise<void> {
  await tx.delete(navigationItems).where(eq(navigationItems.partnerId, partnerId));
  for (const [weight, { subList, ...item }] of items.entries()) {
    const [parent] = await tx
      .insert(navigationItems)
      .values({ ...item, partnerId, parentId: null, weight })
      .returning({ id: navigationItems.id });
    if (!parent) throw new Error("navigation insert returned no row");
    if (subList.length > 0) {
      await tx.insert(navigationItems).values(
        subList.map((child, childWeight) => ({
          ...child,
          partnerId,
          parentId: parent.id,
          badgeCount: null,
          weight: childWeight,
        })),
      );
    }
  }
}

export async function findBranches(tx: Tx, partnerId: number): Promise<BranchRow[]> {
  return inClinicOrder(tx, franchiseBranches, partnerId);
}

export async function replaceBranches(tx: Tx, partnerId: number, rows: Values<typeof franchiseBranches>[]) {
  await tx.delete(franchiseBranches).where(eq(franchiseBranches.partnerId, partnerId));
  if (rows.length > 0) {
    await tx.insert(franchiseBranches).values(rows.map((row, weight) => ({ ...row, partnerId, weight })));
  }
}

export async function findRightButtons(tx: Tx, partnerId: number): Promise<RightButtonRow[]> {
  return inClinicOrder(tx, rightButtons, partnerId);
}

export async function replaceRightButtons(tx: Tx, partnerId: number, rows: Values<typeof rightButtons>[]) {
  await tx.delete(rightButtons).where(eq(rightButtons.partnerId, partnerId));
  if (rows.length > 0) {
    await tx.insert(rightButtons).values(rows.map((row, weight) => ({ ...row, partnerId, weight })));
  }
}

export async function findFloatingItems(tx: Tx, partnerId: number): Promise<FloatingItemRow[]> {
  return inClinicOrder(tx, floatingItems, partnerId);
}

export async function replaceFloatingItems(tx: Tx, partnerId: number, rows: Values<typeof floatingItems>[]) {
  await tx.delete(floatingItems).where(eq(floatingItems.partnerId, partnerId));
  if (rows.length > 0) {
    await tx.insert(floatingItems).values(rows.map((row, weight) => ({ ...row, partnerId, weight })));
  }
}

/** Every language's keywords in order (issue 29: each language has its own list). */
export async function findKeywords(tx: Tx, partnerId: number): Promise<Map<string, string[]>> {
  const rows = await tx
    .select({ keyword: partnerKeywords.keyword, language: partnerKeywords.language })
    .from(partnerKeywords)
    .where(eq(partnerKeywords.partnerId, partnerId))
    .orderBy(asc(partnerKeywords.weight), asc(partnerKeywords.id));
  const byLanguage = new Map<string, string[]>();
  for (const row of rows)
    byLanguage.set(row.language, [...(byLanguage.get(row.language) ?? []), row.keyword]);
  return byLanguage;
}

/** One language's list; the other languages' stay as they are. */
export async function replaceKeywords(
  tx: Tx,
  partnerId: number,
  keywords: string[],
  language: string,
): Promise<void> {
  await tx
    .delete(partnerKeywords)
    .where(and(eq(partnerKeywords.partnerId, partnerId), eq(partnerKeywords.language, language)));
  if (keywords.length > 0) {
    await tx
      .insert(partnerKeywords)
      .values(keywords.map((keyword, weight) => ({ keyword, partnerId, weight, language })));
  }
}

export async function findSiteSettings(tx: Tx, partnerId: number): Promise<SiteSettingsRow | null> {
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.partnerId, partnerId));
  return row ?? null;
}

/** Only the theme columns change; the shell texts and widget settings of the row stay as they are. */
export async function upsertTheme(tx: Tx, partnerId: number, values: ThemeValues): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ ...values, partnerId })
    .onConflictDoUpdate({ target: siteSettings.partnerId, set: values });
}

export async function findBanners(tx: Tx, partnerId: number, id?: number): Promise<BannerRow[]> {
  return tx
    .select()
    .from(banners)
    .where(and(eq(banners.partnerId, partnerId), id === undefined ? undefined : eq(banners.id, id)))
    .orderBy(asc(banners.bannerLocation), asc(banners.weight), asc(banners.id));
}

export async function insertBanner(tx: Tx, partnerId: number, values: BannerValues): Promise<number> {
  const [row] = await tx
    .insert(banners)
    .values({ ...values, partnerId })
    .returning({ id: banners.id });
  if (!row) throw new Error("banner insert returned no row");
  return row.id;
}

/** Whether the banner existed (in this clinic) and was updated. */
export async function updateBanner(tx: Tx, partnerId: number, id: number, values: BannerValues) {
  const rows = await tx
    .update(banners)
    .set(values)
    .where(and(eq(banners.partnerId, partnerId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return rows.length > 0;
}

/** Whether the banner existed in this clinic. */
export async function deleteBanner(tx: Tx, partnerId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(banners)
    .where(and(eq(banners.partnerId, partnerId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return rows.length > 0;
}

/* ---------- header and footer texts, footer links (issue 25) ---------- */

export type ShellTextValues = Pick<
  typeof siteSettings.$inferInsert,
  | "headerTopText"
  | "footerContactTitle"
  | "footerConsultationText"
  | "footerHoursTitle"
  | "footerDescription"
  | "menuChatTitle"
  | "menuChatText"
  | "menuPhoneLabel"
>;

/** Only the shell text columns change; theme, logos and widget settings stay as they are. */
export async function upsertShellTexts(tx: Tx, partnerId: number, values: ShellTextValues): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ ...values, partnerId })
    .onConflictDoUpdate({ target: siteSettings.partnerId, set: values });
}

/** What the texts' defaults are written from: the clinic group's name and the week's opening hours. */
export async function findShellTextSources(tx: Tx, partnerId: number) {
  const [partner] = await tx
    .select({ groupName: partnerGroups.name })
    .from(partners)
    .leftJoin(partnerGroups, eq(partnerGroups.id, partners.groupId))
    .where(eq(partners.id, partnerId));
  const hours = await tx
    .select({
      weekday: partnerOperationTimes.weekday,
      opening: partnerOperationTimes.opening,
      closing: partnerOperationTimes.closing,
    })
    .from(partnerOperationTimes)
    .where(eq(partnerOperationTimes.partnerId, partnerId))
    .orderBy(asc(partnerOperationTimes.weekday));
  return { groupName: partner?.groupName ?? null, hours };
}

export async function findFooterLinks(tx: Tx, partnerId: number) {
  return tx
    .select({ title: footerLinks.title, url: footerLinks.url })
    .from(footerLinks)
    .where(eq(footerLinks.partnerId, partnerId))
    .orderBy(asc(footerLinks.weight), asc(footerLinks.id));
}

export async function replaceFooterLinks(tx: Tx, partnerId: number, rows: { title: string; url: string }[]) {
  await tx.delete(footerLinks).where(eq(footerLinks.partnerId, partnerId));
  if (rows.length > 0) {
    await tx.insert(footerLinks).values(rows.map((row, weight) => ({ ...row, partnerId, weight })));
  }
}

/* ---------- the site's languages (issue 29) ---------- */

/** The languages besides Korean the site is read in (none without a site_settings row). */
export async function findLanguages(tx: Tx, partnerId: number): Promise<string[]> {
  const [row] = await tx
    .select({ languages: siteSettings.languages })
    .from(siteSettings)
    .where(eq(siteSettings.partnerId, partnerId));
  return row?.languages ?? [];
}

/** Only the languages column changes. */
export async function upsertLanguages(tx: Tx, partnerId: number, languages: string[]): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ partnerId, languages })
    .onConflictDoUpdate({ target: siteSettings.partnerId, set: { languages } });
}
