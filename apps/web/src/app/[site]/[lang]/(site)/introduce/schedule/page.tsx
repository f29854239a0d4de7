import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getDoctorSchedules, getDoctors } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { EmptyState } from "@/features/content/components/empty-state";
import { HoursSummary } from "@/features/content/components/hours-summary";
import { IntroduceNav } from "@/features/content/components/introduce-nav";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { ScheduleTable } from "@/features/content/components/schedule-table";
import { buildScheduleTable } from "@/features/content/schedule-table";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const PATH = "/introduce/schedule";

interface SchedulePageProps {
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: SchedulePageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({
    language,
    partner,
    title: t("scheduleTitle"),
    description: t("scheduleMeta", { name: partnerDisplayName(partner) }),
    path: PATH,
  });
}

/** The doctors' weekly schedule as a table (rows doctors, columns Monday–Sunday) and the clinic's hours. */
export default async function SchedulePage({ params }: SchedulePageProps) {
  await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const [{ partner }, doctors, schedules] = await Promise.all([
    loadSite(site),
    getDoctors(site),
    getDoctorSchedules(site),
  ]);
  const rows = buildScheduleTable(doctors, schedules);

  return (
    <>
      <HeaderOptions mobilePageTitle={t("scheduleTitle")} />
      <PageHeading eyebrow="Schedule" title={t("scheduleTitle")} description={t("scheduleDescription")}>
        <IntroduceNav current={PATH} />
      </PageHeading>
      <PageBody>
        {rows.length > 0 ? (
          <ScheduleTable rows={rows} caption={t("scheduleCaption")} />
        ) : (
          <EmptyState title={t("noSchedule")} />
        )}
        <HoursSummary partner={partner} />
      </PageBody>
    </>
  );
}
