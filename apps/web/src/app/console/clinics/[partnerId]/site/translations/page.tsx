import type { Metadata } from "next";
import { TranslationsScreen } from "@/console/content/components/translations-screen";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "메뉴 · 버튼 · 바닥글 번역" };

interface SiteTextsTranslationsProps {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<{ language?: string | string[]; notice?: string | string[] }>;
}

/**
 * The site's frame in each language (issue 29): every menu, the header button, the floating menu, the footer's
 * links and texts, each distinct Korean text once. One per clinic, so its id is the clinic's (decision 0045).
 */
export default async function SiteTextsTranslationsPage({
  params,
  searchParams,
}: SiteTextsTranslationsProps) {
  const partnerId = await clinicIdFrom(params);
  const { language, notice } = await searchParams;
  return (
    <TranslationsScreen
      partnerId={partnerId}
      entity="site-texts"
      id={partnerId}
      title="메뉴 · 버튼 · 바닥글"
      back={{ href: consoleHref(clinicHref(partnerId, "site")), label: "메뉴" }}
      previewPath="/"
      language={typeof language === "string" ? language : undefined}
      notice={typeof notice === "string" ? notice : undefined}
    />
  );
}
