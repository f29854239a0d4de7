import { Link } from "@/ui/status/intent-link";
import styles from "./introduce-sections.module.css";

const LINKS = [
  {
    href: "/introduce/staff",
    eyebrow: "Doctors",
    title: "의료진 소개",
    text: "전문의의 약력과 진료 분야를 소개합니다.",
  },
  {
    href: "/introduce/schedule",
    eyebrow: "Schedule",
    title: "진료 일정",
    text: "요일별 의료진 진료 시간을 확인하세요.",
  },
  {
    href: "/introduce/space",
    eyebrow: "Space",
    title: "둘러보기",
    text: "편안하게 머무실 공간을 미리 만나 보세요.",
  },
  { href: "/info", eyebrow: "Location", title: "오시는 길", text: "주소, 교통편과 주차 안내입니다." },
] as const;

/** Cards leading to the other introduction pages. */
export function IntroduceLinks() {
  return (
    <nav aria-label="더 알아보기" className={styles.section}>
      <ul className={styles.linkGrid}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.linkCard}>
              <span className={styles.linkEyebrow} aria-hidden="true">
                {link.eyebrow}
              </span>
              <span className={styles.linkTitle}>{link.title}</span>
              <span className={styles.linkText}>{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
