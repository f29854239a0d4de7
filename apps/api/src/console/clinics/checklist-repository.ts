import { and, count, eq, isNull, lte, SAMPLE_MARK, sampleLogoUrls, schema, sql, type Tx } from "@clinic/db";
import { formatFeesChangedAt } from "@clinic/shared";
import type { ChecklistFacts, NonCoveredFeesCheck } from "./checklist";

const { partners, siteSettings, partnerOperationTimes, partnerEmployees, products, terms, termsHistories } =
  schema;

/** Names that start with the template's sample mark (LIKE pattern, the mark's brackets are literal in LIKE). */
const SAMPLE_PREFIX = `${SAMPLE_MARK}%`;

const { nonCoveredFees, nonCoveredFeePages } = schema;

/** 비급여 진료비용 (non-covered fees) page of the clinic: done once it lists at least one item. */
export async function checkNonCoveredFees(tx: Tx, partnerId: number): Promise<NonCoveredFeesCheck> {
  const [items] = await tx
    .select({ total: count() })
    .from(nonCoveredFees)
    .where(eq(nonCoveredFees.partnerId, partnerId));
  const total = Number(items?.total ?? 0);
  if (total === 0)
    return { state: "missing", detail: "비급여 진료비용 항목이 없습니다. 법에 따라 게시해야 합니다." };
  const [page] = await tx
    .select({ changedAt: nonCoveredFeePages.changedAt })
    .from(nonCoveredFeePages)
    .where(eq(nonCoveredFeePages.partnerId, partnerId));
  const changed = page ? ` · 최종 변경일 ${formatFeesChangedAt(page.changedAt.toISOString())}` : "";
  return { state: "done", detail: `${total}개 항목${changed}` };
}

/** One clinic's checklist facts, read in its own tenant scope (row-level security). Null: no such clinic. */
export async function readChecklistFacts(
  tx: Tx,
  partnerId: number,
  customDomains: string[],
): Promise<ChecklistFacts | null> {
  const [partner] = await tx.select().from(partners).where(eq(partners.id, partnerId));
  if (!partner) return null;
  const [settings] = await tx.select().from(siteSettings).where(eq(siteSettings.partnerId, partnerId));
  const samples = new Set(sampleLogoUrls(partner.code));
  const logos = [
    partner.logoImageUrl,
    settings?.logoPcWhite,
    settings?.logoPcTransparent,
    settings?.logoMobileWhite,
    settings?.logoMobileTransparent,
    settings?.logoFooter,
  ].filter((url): url is string => typeof url === "string" && url.trim() !== "");

  const [open] = await tx
    .select({ n: count() })
    .from(partnerOperationTimes)
    .where(
      and(
        eq(partnerOperationTimes.partnerId, partnerId),
        sql`${partnerOperationTimes.opening} is not null`,
        sql`${partnerOperationTimes.closing} is not null`,
      ),
    );
  const [doctors] = await tx
    .select({ n: count() })
    .from(partnerEmployees)
    .where(
      and(
        eq(partnerEmployees.partnerId, partnerId),
        eq(partnerEmployees.employeeType, "DOCTOR"),
        eq(partnerEmployees.isVisible, true),
        isNull(partnerEmployees.deletedAt),
        sql`${partnerEmployees.name} not like ${SAMPLE_PREFIX}`,
      ),
    );
  const published = and(
    eq(products.partnerId, partnerId),
    eq(products.isPublished, true),
    isNull(products.deletedAt),
  );
  const [own] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(published, sql`${products.name} not like ${SAMPLE_PREFIX}`));
  const [sample] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(published, sql`${products.name} like ${SAMPLE_PREFIX}`));
  const [privacy] = await tx
    .select({ n: count() })
    .from(terms)
    .innerJoin(termsHistories, eq(termsHistories.termId, terms.id))
    .where(
      and(
        eq(terms.partnerId, partnerId),
        eq(terms.termTitle, "PRIVACY_POLICY"),
        eq(terms.isVisible, true),
        isNull(terms.deletedAt),
        lte(termsHistories.effectiveDate, sql`(now() at time zone 'Asia/Seoul')::date`),
      ),
    );

  return {
    partnerId,
    identity: {
      partnerName: partner.partnerName,
      phone: partner.phone ?? partner.tel,
      address: partner.address,
      ceoName: partner.ceoName,
      businessNumber: partner.businessNumber,
      copyRight: partner.copyRight,
    },
    hasOwnLogo: logos.some((url) => !samples.has(url)),
    openDays: Number(open?.n ?? 0),
    doctors: Number(doctors?.n ?? 0),
    treatments: Number(own?.n ?? 0),
    sampleTreatments: Number(sample?.n ?? 0),
    nonCoveredFees: await checkNonCoveredFees(tx, partnerId),
    hasPrivacyPolicy: Number(privacy?.n ?? 0) > 0,
    customDomains,
  };
}
