import { inClinicOrder } from "@api/lib/clinic-order";
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
    footerLinks: await inClinicOrder(tx, footerLinks, partnerId),
    navigation: await inClinicOrder(tx, navigationItems, partnerId),
    franchises: await inClinicOrder(tx, franchiseBranches, partnerId),
    rightButtons: await inClinicOrder(tx, rightButtons, partnerId),
    floatingItems: await inClinicOrder(tx, floatingItems, partnerId),
    channelOverrides: await tx
      .select()
      .from(floatingChannelOverrides)
      .where(eq(floatingChannelOverrides.partnerId, partnerId))
      .orderBy(asc(floatingChannelOverrides.channel)),
  };
}
