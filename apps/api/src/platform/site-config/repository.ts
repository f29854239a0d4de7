import { asc, eq, type Tx } from "@clinic/db";
import {
  floatingChannelOverrides,
  floatingItems,
  footerLinks,
  franchiseBranches,
  navigationItems,
  rightButtons,
  siteSettings,
} from "@clinic/db/schema";

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type NavigationRow = typeof navigationItems.$inferSelect;

export interface SiteConfigRecord {
  settings: SiteSettingsRow | null;
  footerLinks: (typeof footerLinks.$inferSelect)[];
  navigation: NavigationRow[];
  franchises: (typeof franchiseBranches.$inferSelect)[];
  rightButtons: (typeof rightButtons.$inferSelect)[];
  floatingItems: (typeof floatingItems.$inferSelect)[];
  channelOverrides: (typeof floatingChannelOverrides.$inferSelect)[];
}

/** Everything the site shell needs, read in one tenant transaction (statements run one after another). */
export async function findSiteConfig(tx: Tx, partnerId: number): Promise<SiteConfigRecord> {
  const [settings] = await tx.select().from(siteSettings).where(eq(siteSettings.partnerId, partnerId));
  return {
    settings: settings ?? null,
    footerLinks: await tx
      .select()
      .from(footerLinks)
      .where(eq(footerLinks.partnerId, partnerId))
      .orderBy(asc(footerLinks.weight), asc(footerLinks.id)),
    navigation: await tx
      .select()
      .from(navigationItems)
      .where(eq(navigationItems.partnerId, partnerId))
      .orderBy(asc(navigationItems.weight), asc(navigationItems.id)),
    franchises: await tx
      .select()
      .from(franchiseBranches)
      .where(eq(franchiseBranches.partnerId, partnerId))
      .orderBy(asc(franchiseBranches.weight), asc(franchiseBranches.id)),
    rightButtons: await tx
      .select()
      .from(rightButtons)
      .where(eq(rightButtons.partnerId, partnerId))
      .orderBy(asc(rightButtons.weight), asc(rightButtons.id)),
    floatingItems: await tx
      .select()
      .from(floatingItems)
      .where(eq(floatingItems.partnerId, partnerId))
      .orderBy(asc(floatingItems.weight), asc(floatingItems.id)),
    channelOverrides: await tx
      .select()
      .from(floatingChannelOverrides)
      .where(eq(floatingChannelOverrides.partnerId, partnerId))
      .orderBy(asc(floatingChannelOverrides.channel)),
  };
}
