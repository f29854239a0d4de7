import { NON_COVERED_FEES_PATH } from "@clinic/shared";
import type { Metadata } from "next";
import { TranslationsScreen } from "@/console/content/components/translations-screen";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "비급여 진료비용 번역" };

interface FeesTranslationsProps {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<{ language?: string | string[]; notice?: string | string[] }>;
}

/**
 * The 비급여 page in each language (issue 29): every distinct category, item, unit and note of the table once, and
 * the notes; prices stay the Korean page's. The page is one per clinic, so its id is the clinic's (decision 0045).
 */
export default async function FeesTranslationsPage({ params, searchParams }: FeesTranslationsProps) {
  const partnerId = await clinicIdFrom(params);
  const { language, notice } = await searchParams;
  return (
    <TranslationsScreen
      partnerId={partnerId}
      entity="non-covered-fees"
      id={partnerId}
      title="비급여 진료비용"
      back={{ href: consoleHref(clinicHref(partnerId, "non-covered-fees")), label: "비급여 진료비용" }}
      previewPath={NON_COVERED_FEES_PATH}
      language={typeof language === "string" ? language : undefined}
      notice={typeof notice === "string" ? notice : undefined}
    />
  );
}
