import { useLocale, useTranslations } from "next-intl";
import { RichText } from "@/ui/rich-text/rich-text";
import { Link } from "@/ui/status/intent-link";
import { formatLongDate, isoDate } from "../dates";
import type { loadTermPage } from "../term-page";
import { TERM_PAGES, type TermPageKey } from "../terms";
import { KoreanNote } from "./korean-note";
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
  const t = useTranslations("content.terms");
  const language = useLocale();
  const effective = formatLongDate(shown.effectiveDate, language);
  const title = t(pageKey);
  return (
    <>
      <PageHeading eyebrow={page.eyebrow} title={title}>
        <SectionNav
          label={t("menu")}
          items={(Object.keys(TERM_PAGES) as TermPageKey[]).map((key) => ({
            href: TERM_PAGES[key].path,
            label: t(key),
          }))}
          current={page.path}
        />
      </PageHeading>
      <PageBody narrow>
        <div className={styles.status} data-testid="term-status">
          <p className={styles.version}>
            <span className={styles.badge} data-current={isCurrent || undefined}>
              {isCurrent ? t("current") : t("earlier")}
            </span>
            <span data-testid="term-version">{shown.version}</span>
          </p>
          {effective ? (
            <p className={styles.effective}>
              {t("effective")} <time dateTime={isoDate(shown.effectiveDate)}>{effective}</time>
            </p>
          ) : null}
          {isCurrent ? null : (
            <Link href={page.path} className={styles.toCurrent}>
              {t("toCurrent")}
            </Link>
          )}
        </div>
        {links.length > 1 ? (
          <nav className={styles.picker} aria-label={t("versions", { title })}>
            <p className={styles.pickerTitle}>{t("versionsTitle")}</p>
            <ul className={styles.versions}>
              {links.map((link) => (
                <li key={link.id}>
                  <Link
                    href={link.href}
                    className={styles.versionLink}
                    aria-current={link.id === shown.id ? "page" : undefined}
                  >
                    {link.isCurrentVersion ? t("currentMark", { label: link.label }) : link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <KoreanNote shown />
        <div lang="ko">
          <RichText html={shown.contentHtml} className={styles.text} />
        </div>
      </PageBody>
    </>
  );
}
