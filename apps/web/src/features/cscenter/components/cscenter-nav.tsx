import { useTranslations } from "next-intl";
import { SectionNav } from "@/features/content/components/section-nav";
import { CSCENTER_PAGES, CSCENTER_PATH } from "./cscenter-links";

/** Tabs between the customer centre's pages, under each page's heading. */
export function CscenterNav({ current }: { current: string }) {
  const t = useTranslations("cscenter");
  const items = [
    { href: CSCENTER_PATH, label: t("home") },
    ...CSCENTER_PAGES.map((page) => ({ href: page.href, label: t(page.key) })),
  ];
  return <SectionNav label={t("menu")} items={items} current={current} />;
}
