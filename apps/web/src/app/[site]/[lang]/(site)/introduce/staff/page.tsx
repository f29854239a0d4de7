import type { Metadata } from "next";
import { getDoctors } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { DoctorList } from "@/features/content/components/doctor-card";
import { EmptyState } from "@/features/content/components/empty-state";
import { IntroduceNav } from "@/features/content/components/introduce-nav";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const PATH = "/introduce/staff";
const TITLE = "의료진 소개";

interface StaffPageProps {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: StaffPageProps): Promise<Metadata> {
  const { site } = await params;
  const [{ partner }, doctors] = await Promise.all([loadSite(site), getDoctors(site)]);
  const names = doctors.map((doctor) => `${doctor.name} ${doctor.position ?? ""}`.trim()).join(", ");
  return pageMetadata({
    partner,
    title: TITLE,
    description: `${partnerDisplayName(partner)} 의료진을 소개합니다.${names ? ` ${names}` : ""}`,
    path: PATH,
    image: doctors.find((doctor) => doctor.photoUrl)?.photoUrl,
  });
}

/** Every doctor with portrait, position, specialty, greeting and careers. */
export default async function StaffPage({ params }: StaffPageProps) {
  const { site } = await params;
  const doctors = await getDoctors(site);
  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading
        eyebrow="Doctors"
        title={TITLE}
        description="한 분 한 분의 피부를 책임지는 전문의를 소개합니다."
      >
        <IntroduceNav current={PATH} />
      </PageHeading>
      <PageBody>
        {doctors.length > 0 ? (
          <DoctorList doctors={doctors} />
        ) : (
          <EmptyState title="등록된 의료진이 없습니다." />
        )}
      </PageBody>
    </>
  );
}
