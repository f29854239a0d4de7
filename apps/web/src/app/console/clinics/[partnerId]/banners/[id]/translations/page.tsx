import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TranslationsScreen } from "@/console/content/components/translations-screen";
import { parseClinicId } from "@/console/lib/me";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "배너 번역" };

interface BannerTranslationsProps {
  params: Promise<{ partnerId: string; id: string }>;
  searchParams: Promise<{ language?: string | string[]; notice?: string | string[] }>;
}

/** A banner's title and subtitle in each language (issue 29); the home page shows them. */
export default async function BannerTranslationsPage({ params, searchParams }: BannerTranslationsProps) {
  const partnerId = await clinicIdFrom(params);
  const bannerId = parseClinicId((await params).id);
  if (bannerId === null) notFound();
  const { language, notice } = await searchParams;
  return (
    <TranslationsScreen
      partnerId={partnerId}
      entity="banners"
      id={bannerId}
      back={{ href: consoleHref(clinicHref(partnerId, `banners/${bannerId}`)), label: "배너 수정" }}
      previewPath="/"
      language={typeof language === "string" ? language : undefined}
      notice={typeof notice === "string" ? notice : undefined}
    />
  );
}
