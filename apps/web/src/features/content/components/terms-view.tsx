import { RichText } from "@/ui/rich-text/rich-text";
import { Link } from "@/ui/status/intent-link";
import { formatLongDate, isoDate } from "../dates";
import type { loadTermPage } from "../term-page";
import { TERM_PAGES, type TermPageKey } from "../terms";
import { PageBody, PageHeading } from "./page-heading";
import { SectionNav } from "./section-nav";
import styles from "./terms.module.css";

interface TermsViewProps {
  pageKey: TermPageKey;
  data: Awaited<ReturnType<typeof loadTermPage>>;
}

/** A terms page: title, the version shown with its effective date, the version picker and the text. */
export function TermsView({ pageKey, data }: TermsViewProps) {
  const page = TERM_PAGES[pageKey];
  const { shown, isCurrent, links } = data;
  const effective = formatLongDate(shown.effectiveDate);
  return (
    <>
      <PageHeading eyebrow={page.eyebrow} title={page.title}>
        <SectionNav
          label="약관 메뉴"
          items={Object.values(TERM_PAGES).map(({ path, title }) => ({ href: path, label: title }))}
          current={page.path}
        />
      </PageHeading>
      <PageBody narrow>
        <div className={styles.status} data-testid="term-status">
          <p className={styles.version}>
            <span className={styles.badge} data-current={isCurrent || undefined}>
              {isCurrent ? "현재 시행 중" : "이전 버전"}
            </span>
            <span data-testid="term-version">{shown.version}</span>
          </p>
          {effective ? (
            <p className={styles.effective}>
              시행일 <time dateTime={isoDate(shown.effectiveDate)}>{effective}</time>
            </p>
          ) : null}
          {isCurrent ? null : (
            <Link href={page.path} className={styles.toCurrent}>
              현재 버전 보기
            </Link>
          )}
        </div>
        {links.length > 1 ? (
          <nav className={styles.picker} aria-label={`${page.title} 버전 선택`}>
            <p className={styles.pickerTitle}>버전 보기</p>
            <ul className={styles.versions}>
              {links.map((link) => (
                <li key={link.id}>
                  <Link
                    href={link.href}
                    className={styles.versionLink}
                    aria-current={link.id === shown.id ? "page" : undefined}
                  >
                    {link.isCurrentVersion ? `${link.label} (현재)` : link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <RichText html={shown.contentHtml} className={styles.text} />
      </PageBody>
    </>
  );
}
