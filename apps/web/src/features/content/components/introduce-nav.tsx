import { SectionNav } from "./section-nav";

/** The pages about the clinic, in menu order (the location page belongs with them for visitors). */
export const INTRODUCE_PAGES = [
  { href: "/introduce", label: "병원 소개" },
  { href: "/introduce/staff", label: "의료진 소개" },
  { href: "/introduce/schedule", label: "진료 일정" },
  { href: "/introduce/space", label: "둘러보기" },
  { href: "/info", label: "오시는 길" },
] as const;

export function IntroduceNav({ current }: { current: string }) {
  return <SectionNav label="병원 소개 메뉴" items={INTRODUCE_PAGES} current={current} />;
}
