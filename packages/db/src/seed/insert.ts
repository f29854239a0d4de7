import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import { type SeedClock, seedClock } from "./clock";
import { ContentLinks } from "./content-links";
import { insertCatalogue } from "./insert-catalogue";
import { insertContent } from "./insert-content";
import { insertCscenter } from "./insert-cscenter";
import { insertDeskHistory } from "./insert-desk-history";
import { insertDrafts } from "./insert-drafts";
import { insertMessageSetup } from "./insert-messaging";
import { insertReservationSetup } from "./insert-reservations";
import { insertReviewLinks } from "./insert-review-links";
import { insertShortLinks } from "./insert-short-links";
import { insertTranslations } from "./insert-translations";
import { bannerFile, iconFile, logoFiles, mediaUrl, popupFile } from "./media";
import { insertNonCoveredFees } from "./non-covered-fees";
import type { DemoClinic } from "./types";

/**
 * Inserts one clinic with a pre-allocated partner id. The caller has set app.partner_id to that id in this
 * transaction, so every insert passes the row-level security WITH CHECK even for a non-superuser owner.
 */
export async function insertClinic(
  tx: Tx,
  partnerId: number,
  groupId: number | null,
  clinic: DemoClinic,
  platformDomain: string,
  clock: SeedClock = seedClock(),
): Promise<void> {
  const media = (file: string) => mediaUrl(clinic.code, file);
  const logo = media(logoFiles(clinic).color);
  const logoWhite = media(logoFiles(clinic).white);

  await tx.insert(schema.partners).values({
    ...clinic.partner,
    id: partnerId,
    code: clinic.code,
    groupId,
    logoImageUrl: logo,
  });
  const hosts = [...new Set(clinic.hosts(platformDomain).map((host) => host.toLowerCase()))];
  await tx
    .insert(schema.partnerHosts)
    .values(hosts.map((host, i) => ({ partnerId, host, isPrimary: i === 0 })));
  await tx
    .insert(schema.partnerOperationTimes)
    .values(clinic.operationTimes.map((day) => ({ ...day, partnerId })));
  await tx.insert(schema.partnerMarketingInfo).values({ ...clinic.marketing, partnerId });
  await tx.insert(schema.homepageConfigs).values({ ...clinic.homepageConfig, partnerId });

  const { footerLogoTone, ...site } = clinic.site;
  await tx.insert(schema.siteSettings).values({
    ...site,
    partnerId,
    logoPcTransparent: logoWhite,
    logoPcWhite: logo,
    logoMobileTransparent: logoWhite,
    logoMobileWhite: logo,
    logoFooter: footerLogoTone === "white" ? logoWhite : logo,
  });

  // Catalogue and content first: navigation, banners and popups may link to their rows by name.
  const links = new ContentLinks();
  const productIds = await insertCatalogue(tx, partnerId, clinic, clock, links);
  await insertContent(tx, partnerId, clinic, clock, links, productIds);
  await insertCscenter(tx, partnerId, clinic, clock, links);
  await insertTranslations(tx, partnerId, clinic.code);
  if (!clinic.sample && !clinic.contentOnly) {
    await insertDrafts(tx, partnerId);
    await insertReservationSetup(tx, partnerId, clinic, clock);
    await insertMessageSetup(tx, partnerId, clinic);
    await insertShortLinks(tx, partnerId, clinic, clock);
    await insertReviewLinks(tx, partnerId, clinic, clock);
    await insertDeskHistory(tx, partnerId, clinic, clock);
    // A demo clinic's own fees; a clinic started from a template fills in its own.
    await insertNonCoveredFees(tx, partnerId, clinic.code, clock);
  }

  await insertSiteShell(tx, partnerId, clinic, links);
}

/**
 * The site shell: footer links, navigation, branches, right buttons, floating items, channel overrides, search
 * keywords, popups and banners. Content rows they link to by name must be in `links` already.
 */
export async function insertSiteShell(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  links: ContentLinks,
): Promise<void> {
  const media = (file: string) => mediaUrl(clinic.code, file);
  const weighted = <T>(rows: T[]) => rows.map((row, i) => ({ ...row, partnerId, weight: i + 1 }));
  await insertMany(tx, schema.footerLinks, weighted(clinic.footerLinks));
  for (const [i, item] of clinic.navigation.entries()) {
    const [parent] = await tx
      .insert(schema.navigationItems)
      .values({
        partnerId,
        title: item.title,
        url: links.resolve(item.url),
        badgeCount: item.badgeCount ?? null,
        weight: i + 1,
      })
      .returning({ id: schema.navigationItems.id });
    const subList = weighted(item.subList).map((sub) => ({
      ...sub,
      url: links.resolve(sub.url),
      parentId: parent!.id,
    }));
    await insertMany(tx, schema.navigationItems, subList);
  }
  await insertMany(tx, schema.franchiseBranches, weighted(clinic.franchiseBranches));
  await insertMany(
    tx,
    schema.rightButtons,
    weighted(
      clinic.rightButtons.map(({ icon, ...button }) => ({
        ...button,
        buttonImageUrl: icon && media(iconFile(icon)),
      })),
    ),
  );
  await insertMany(
    tx,
    schema.floatingItems,
    weighted(
      clinic.floatingItems.map(({ icon, ...item }) => ({
        ...item,
        pcImageUrl: media(iconFile(icon)),
        mobileImageUrl: media(iconFile(icon)),
      })),
    ),
  );
  await insertMany(
    tx,
    schema.floatingChannelOverrides,
    clinic.channelOverrides.map(({ icon, ...item }) => ({
      ...item,
      partnerId,
      imageUrl: icon && media(iconFile(icon)),
    })),
  );
  await insertMany(tx, schema.partnerKeywords, weighted(clinic.keywords.map((keyword) => ({ keyword }))));

  for (const [p, { items, ...popup }] of clinic.popups.entries()) {
    const [row] = await tx
      .insert(schema.popups)
      .values({ ...popup, partnerId })
      .returning({ id: schema.popups.id });
    const popupItems = items.map(({ art: _art, ...item }, i) => {
      const image = media(popupFile(p, i));
      return {
        ...item,
        linkTo: links.resolve(item.linkTo),
        partnerId,
        popupId: row!.id,
        weight: i + 1,
        pcContent: image,
        mobileContent: image,
      };
    });
    await insertMany(tx, schema.popupItems, popupItems);
  }

  const counters = new Map<string, number>();
  const banners = clinic.banners.map((banner) => {
    const index = counters.get(banner.bannerLocation) ?? 0;
    counters.set(banner.bannerLocation, index + 1);
    return {
      ...banner,
      linkUrl: links.resolve(banner.linkUrl),
      pcImageUrl: media(bannerFile(banner.bannerLocation, index, "pc")),
      mobileImageUrl: media(bannerFile(banner.bannerLocation, index, "mobile")),
    };
  });
  await insertMany(tx, schema.banners, weighted(banners));
}

/** Drizzle refuses an empty VALUES list; a clinic without branches simply has none. */
export async function insertMany<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(table).values(rows);
}
