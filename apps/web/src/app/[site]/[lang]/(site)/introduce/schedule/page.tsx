import type { Metadata } from "next";
import { getDoctorSchedules, getDoctors } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { EmptyState } from "@/features/content/components/empty-state";
import { HoursSummary } from "@/features/content/components/hours-summary";
import { IntroduceNav } from "@/features/content/components/introduce-nav";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { ScheduleTable } from "@/features/content/components/schedule-table";
import { buildScheduleTable } from "@/features/content/schedule-table";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const PATH = "/introduce/schedule";
const TITLE = "진료 일정";

interface SchedulePageProps {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: SchedulePageProps): Promise<Metadata> {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({
    partner,
    title: TITLE,
    description: `${partnerDisplayName(partner)} 의료진의 요일별 진료 시간표입니다. 방문 전 확인해 주세요.`,
    path: PATH,
  });
}

/** The doctors' weekly schedule as a table (rows doctors, columns Monday–Sunday) and the clinic's hours. */
export default async function SchedulePage({ params }: SchedulePageProps) {
  const { site } = await params;
  const [{ partner }, doctors, schedules] = await Promise.all([
    loadSite(site),
    getDoctors(site),
    getDoctorSchedules(site),
  ]);
  const rows = buildScheduleTable(doctors, schedules);

  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading
        eyebrow="Schedule"
        title={TITLE}
        description="의료진별 진료 요일과 시간입니다. 일정은 병원 사정에 따라 바뀔 수 있으니 예약 전 확인해 주세요."
      >
        <IntroduceNav current={PATH} />
      </PageHeading>
      <PageBody>
        {rows.length > 0 ? (
          <ScheduleTable rows={rows} caption="의료진 주간 진료 일정" />
        ) : (
          <EmptyState title="등록된 진료 일정이 없습니다." />
        )}
        <HoursSummary partner={partner} />
      </PageBody>
    </>
  );
}
