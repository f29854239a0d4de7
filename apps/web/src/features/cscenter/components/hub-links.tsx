import type { BoardType } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import { CONTACT_PATH, customerBoardHref, FAQ_PATH, NOTICE_LIST_PATH } from "./cscenter-links";
import styles from "./hub.module.css";

interface HubLink {
  href: string;
  eyebrow: string;
  title: string;
  text: string;
  /** The language of the title and text when they are the clinic's (a board's name and description). */
  lang?: string;
}

/** Cards to the customer centre's pages and to each customer board (board types of the CSCENTER area). */
export function HubLinks({ boards }: { boards: readonly BoardType[] }) {
  const t = useTranslations("cscenter");
  const language = useLocale();
  const links: HubLink[] = [
    { href: NOTICE_LIST_PATH, eyebrow: "Notice", title: t("notices"), text: t("noticesText") },
    { href: FAQ_PATH, eyebrow: "FAQ", title: t("faq"), text: t("faqText") },
    { href: CONTACT_PATH, eyebrow: "Contact", title: t("contact"), text: t("contactText") },
    ...boards.map((board) => ({
      href: customerBoardHref(board.id),
      eyebrow: "Board",
      title: board.name,
      text: board.description?.trim() || t("boardText"),
      lang: rowLang(language, board, "name"),
    })),
  ];
  return (
    <nav aria-label={t("shortcuts")}>
      <ul className={styles.linkGrid} data-testid="cscenter-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.linkCard}>
              <span className={styles.linkEyebrow} aria-hidden="true">
                {link.eyebrow}
              </span>
              <span className={styles.linkTitle} lang={link.lang}>
                {link.title}
              </span>
              <span className={styles.linkText} lang={link.lang}>
                {link.text}
              </span>
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
