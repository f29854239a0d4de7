import { SectionNav } from "@/features/content/components/section-nav";
import { CSCENTER_PAGES, CSCENTER_PATH } from "./cscenter-links";

const ITEMS = [{ href: CSCENTER_PATH, label: "고객센터 홈" }, ...CSCENTER_PAGES];

/** Tabs between the customer centre's pages, under each page's heading. */
export function CscenterNav({ current }: { current: string }) {
  return <SectionNav label="고객센터 메뉴" items={ITEMS} current={current} />;
}
