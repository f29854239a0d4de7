import { useTranslations } from "next-intl";
import { SectionNav } from "./section-nav";

/** The pages about the clinic, in menu order (the location page belongs with them for visitors). */
export const INTRODUCE_PAGES = [
  { href: "/introduce", key: "about" },
  { href: "/introduce/staff", key: "staff" },
  { href: "/introduce/schedule", key: "schedule" },
  { href: "/introduce/space", key: "space" },
  { href: "/info", key: "location" },
] as const;

export function IntroduceNav({ current }: { current: string }) {
  const t = useTranslations("content.introduceLinks");
  const items = INTRODUCE_PAGES.map((page) => ({ href: page.href, label: t(page.key) }));
  return <SectionNav label={t("menu")} items={items} current={current} />;
}
