import type { BoardType } from "@clinic/shared";
import { Link } from "@/ui/status/intent-link";
import { CONTACT_PATH, customerBoardHref, FAQ_PATH, NOTICE_LIST_PATH } from "./cscenter-links";
import styles from "./hub.module.css";

interface HubLink {
  href: string;
  eyebrow: string;
  title: string;
  text: string;
}

const FIXED_LINKS: HubLink[] = [
  {
    href: NOTICE_LIST_PATH,
    eyebrow: "Notice",
    title: "공지사항",
    text: "진료 일정 변경과 병원 소식을 알려 드립니다.",
  },
  {
    href: FAQ_PATH,
    eyebrow: "FAQ",
    title: "자주 묻는 질문",
    text: "예약, 시술, 비용에 대한 궁금증을 먼저 확인하세요.",
  },
  {
    href: CONTACT_PATH,
    eyebrow: "Contact",
    title: "문의하기",
    text: "전화, 채팅 또는 온라인 문의로 상담하세요.",
  },
];

/** Cards to the customer centre's pages and to each customer board (board types of the CSCENTER area). */
export function HubLinks({ boards }: { boards: readonly BoardType[] }) {
  const links: HubLink[] = [
    ...FIXED_LINKS,
    ...boards.map((board) => ({
      href: customerBoardHref(board.id),
      eyebrow: "Board",
      title: board.name,
      text: board.description?.trim() || "궁금한 점을 글로 남기고 답변을 받아 보세요.",
    })),
  ];
  return (
    <nav aria-label="고객센터 바로가기">
      <ul className={styles.linkGrid} data-testid="cscenter-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.linkCard}>
              <span className={styles.linkEyebrow} aria-hidden="true">
                {link.eyebrow}
              </span>
              <span className={styles.linkTitle}>{link.title}</span>
              <span className={styles.linkText}>{link.text}</span>
              <span className={styles.linkArrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
