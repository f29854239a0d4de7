import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "../client";
import * as schema from "../schema/index";
import { seedClock } from "./clock";
import { ContentLinks } from "./content-links";
import { insertClinic, insertSiteShell } from "./insert";
import { insertCatalogue } from "./insert-catalogue";
import { insertCscenterArticles } from "./insert-cscenter";
import { LOGO_COLOR_FILE, LOGO_WHITE_FILE, mediaUrl, writeClinicMedia } from "./media";
import { type ClinicTemplate, SAMPLE_MARK, type TemplateIdentity, templateClinic } from "./templates";
import type { DemoClinic } from "./types";

export { type ClinicTemplate, SAMPLE_MARK };

export interface NewClinic extends TemplateIdentity {
  template: ClinicTemplate;
  platformDomain: string;
  mediaDir: string;
}

/** The logos a template gives a new clinic (SAMPLE-stamped wordmarks): the checklist counts them as no logo. */
export const sampleLogoUrls = (code: string) => [
  mediaUrl(code, LOGO_COLOR_FILE),
  mediaUrl(code, LOGO_WHITE_FILE),
];

/**
 * Creates a clinic from a template (templates.ts: structure and labelled samples, never another clinic's identity,
 * people, reviews, cases or prices), READY (pre-launch) and on its platform subdomain only; custom domains come
 * later. Its identity fields are what the operator entered, or empty. Runs as the schema owner with the new
 * clinic set as tenant, exactly like the seed (row-level security accepts only that clinic's rows), so the
 * platform role needs no rights on clinic content.
 */
export async function createClinicFromTemplate(
  database: Database,
  input: NewClinic,
): Promise<{ id: number }> {
  const clinic = templateClinic(input.template, input);
  const id = await database.db.transaction(async (raw) => {
    const tx = raw as unknown as Tx;
    const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('partners', 'id'))::int as id`);
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    const partnerId = Number(row!.id);
    await tx.execute(sql`select set_config('app.partner_id', ${String(partnerId)}, true)`);
    await insertClinic(tx, partnerId, null, clinic, input.platformDomain, seedClock());
    return partnerId;
  });
  // A new code: whatever lies in its media folder (a clinic removed by hand) is not this clinic's.
  await writeClinicMedia(input.mediaDir, clinic, { overwrite: true });
  return { id };
}

/**
 * Applies a template again to a clinic that is not live (the caller checks the deploy status under the same
 * transaction's lock): the site shell (navigation, footer links, buttons, floating items, keywords, popups,
 * banners) is replaced by the template's, and its sample treatments, notices and FAQ are added only where the
 * clinic has none yet, so nothing the clinic wrote itself is deleted. Identity fields are left as they are.
 */
export async function applyTemplateToClinic(
  tx: Tx,
  partnerId: number,
  input: { code: string; name: string; template: ClinicTemplate; mediaDir: string },
): Promise<void> {
  const clinic = templateClinic(input.template, { code: input.code, name: input.name });
  const shellTables = [
    schema.popupItems,
    schema.popups,
    schema.banners,
    schema.footerLinks,
    schema.rightButtons,
    schema.floatingItems,
    schema.floatingChannelOverrides,
    schema.partnerKeywords,
    schema.franchiseBranches,
  ] as const;
  // Sub-items before their parents (navigation_items refers to itself).
  await tx
    .delete(schema.navigationItems)
    .where(and(eq(schema.navigationItems.partnerId, partnerId), isNotNull(schema.navigationItems.parentId)));
  await tx.delete(schema.navigationItems).where(eq(schema.navigationItems.partnerId, partnerId));
  for (const table of shellTables) await tx.delete(table).where(eq(table.partnerId, partnerId));

  const has = async (table: typeof schema.products | typeof schema.notices | typeof schema.faqGroups) => {
    const [row] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.partnerId, partnerId), isNull(table.deletedAt)));
    return Number(row?.n ?? 0) > 0;
  };
  const content = clinic.content;
  const additions: DemoClinic = {
    ...clinic,
    content: {
      ...content,
      categories: (await has(schema.products)) ? [] : content.categories,
      cscenter: {
        ...content.cscenter,
        notices: (await has(schema.notices)) ? [] : content.cscenter.notices,
        faqGroups: (await has(schema.faqGroups)) ? [] : content.cscenter.faqGroups,
      },
    },
  };
  const links = new ContentLinks();
  const clock = seedClock();
  await insertCatalogue(tx, partnerId, additions, clock, links);
  await insertCscenterArticles(tx, partnerId, additions, clock);
  await insertSiteShell(tx, partnerId, additions, links);
  await writeClinicMedia(input.mediaDir, additions, { overwrite: true });
}
