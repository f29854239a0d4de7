import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TranslationsScreen } from "@/console/content/components/translations-screen";
import { parseClinicId } from "@/console/lib/me";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "팝업 번역" };

interface PopupTranslationsProps {
  params: Promise<{ partnerId: string; id: string }>;
  searchParams: Promise<{ language?: string | string[]; notice?: string | string[] }>;
}

/**
 * A popup's item titles and images in each language (issue 29): an image with Korean text painted on it is
 * replaced by the clinic's own image in that language; the home page shows the popup.
 */
export default async function PopupTranslationsPage({ params, searchParams }: PopupTranslationsProps) {
  const partnerId = await clinicIdFrom(params);
  const popupId = parseClinicId((await params).id);
  if (popupId === null) notFound();
  const { language, notice } = await searchParams;
  return (
    <TranslationsScreen
      partnerId={partnerId}
      entity="popups"
      id={popupId}
      title={`팝업 #${popupId}`}
      back={{ href: consoleHref(clinicHref(partnerId, `popups/${popupId}`)), label: "팝업 수정" }}
      previewPath="/"
      language={typeof language === "string" ? language : undefined}
      notice={typeof notice === "string" ? notice : undefined}
    />
  );
}
