import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getDoctors } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { DoctorList } from "@/features/content/components/doctor-card";
import { EmptyState } from "@/features/content/components/empty-state";
import { IntroduceNav } from "@/features/content/components/introduce-nav";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const PATH = "/introduce/staff";

interface StaffPageProps {
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: StaffPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const [{ partner }, doctors] = await Promise.all([loadSite(site), getDoctors(site)]);
  const names = doctors.map((doctor) => `${doctor.name} ${doctor.position ?? ""}`.trim()).join(", ");
  return pageMetadata({
    language,
    partner,
    title: t("staffTitle"),
    description: t("staffMeta", { name: partnerDisplayName(partner), names: names ? ` ${names}` : "" }),
    path: PATH,
    image: doctors.find((doctor) => doctor.photoUrl)?.photoUrl,
  });
}

/** Every doctor with portrait, position, specialty, greeting and careers. */
export default async function StaffPage({ params }: StaffPageProps) {
  await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const doctors = await getDoctors(site);
  return (
    <>
      <HeaderOptions mobilePageTitle={t("staffTitle")} />
      <PageHeading eyebrow="Doctors" title={t("staffTitle")} description={t("staffDescription")}>
        <IntroduceNav current={PATH} />
      </PageHeading>
      <PageBody>
        {doctors.length > 0 ? <DoctorList doctors={doctors} /> : <EmptyState title={t("noStaff")} />}
      </PageBody>
    </>
  );
}
