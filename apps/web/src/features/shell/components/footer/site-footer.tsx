import {
  consultationTextFromHours,
  type Language,
  languagePath,
  NON_COVERED_FEES_PATH,
  NON_COVERED_FEES_TITLE,
  type PartnerInfo,
  type SiteConfig,
} from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { ownTextLang, rowLang } from "@/features/i18n/row-lang";
import { partnerDisplayName } from "@/features/site/format";
import { resolveLink } from "@/features/site/links";
import { dialledPhone, formatPhone } from "@/ui/format/phone";
import { SmartLink } from "../smart-link";
import { LinkSelect } from "../ui/link-select";
import { FooterHours } from "./footer-hours";
import { FooterSocial } from "./footer-social";
import styles from "./site-footer.module.css";

interface SiteFooterProps {
  partner: PartnerInfo;
  siteConfig: SiteConfig;
}

/** The terms pages open in a new tab from the footer (spec section 2). */
export const TERMS_LINKS = [
  { title: "footerTerms", href: "/terms/terms-of-service" },
  { title: "footerPrivacy", href: "/terms/privacy-policy" },
] as const;

/**
 * The footer's own links: the clinic's (console: 헤더 · 푸터 문구), plus the 비급여 진료비용 page when none of them
 * leads there, since every clinic must publish its fees where visitors find them (issue 25).
 */
export function footerLinksOf(
  links: SiteConfig["footer"]["links"],
  /** The page's name for it (the catalogue's, in the page's language). */
  feesTitle: string = NON_COVERED_FEES_TITLE,
): SiteConfig["footer"]["links"] {
  const path = (url: string) => url.split(/[?#]/)[0]?.replace(/\/$/, "");
  if (links.some((link) => path(link.url) === NON_COVERED_FEES_PATH)) return links;
  // Our own wording, so in the page's language (marked as such, like a translated link).
  return [...links, { title: feesTitle, url: NON_COVERED_FEES_PATH, translated: ["title"] }];
}

/**
 * The site footer (spec section 2): contact line, opening hours, consultation text and description, the terms
 * and custom links, social buttons and the business information the law requires. A server component; only
 * the branch picker is interactive.
 */
export function SiteFooter({ partner, siteConfig }: SiteFooterProps) {
  const t = useTranslations("shell");
  const defaults = useTranslations("shellDefaults");
  const feesTitle = useTranslations("fees");
  const language = useLocale();
  const name = partnerDisplayName(partner);
  // Visitors reading another language are shown the number as dialled from abroad (issue 29).
  const phone = dialledPhone(partner, language);
  // The footer is dark, so the logo made for dark (transparent-header) backgrounds fits it best.
  const logo = siteConfig.logos.pcTransparent ?? siteConfig.logos.footer;
  const { description, links } = siteConfig.footer;
  // Issue 25: the clinic's own words, else the built-in ones; the consultation line, when the clinic wrote none,
  // comes from this week's opening hours, so it cannot promise hours the clinic no longer keeps.
  // The generated line is Korean: another language leaves it to the hours block beside it (issue 29).
  const consultationText =
    siteConfig.footer.consultationText ??
    (language === "ko" ? consultationTextFromHours(partner.operationTimes) : null);
  const contactTitle = siteConfig.footer.contactTitle ?? defaults("footerContactTitle");
  const hoursTitle = siteConfig.footer.hoursTitle ?? defaults("footerHoursTitle");
  const business = [
    { label: t("footerCompany"), value: partner.partnerName },
    { label: t("footerCeo"), value: partner.partnerCeoName },
    { label: t("footerBusinessNumber"), value: partner.partnerBusinessNumber },
    { label: t("footerAddress"), value: partner.partnerAddress },
    { label: t("footerFax"), value: partner.partnerFax ? formatPhone(partner.partnerFax) : null },
  ].filter((item): item is { label: string; value: string } => Boolean(item.value?.trim()));

  return (
    <footer className={styles.footer}>
      <div className={`page-container ${styles.body}`}>
        <section className={styles.brand} aria-label={name} lang="ko">
          {logo ? (
            // biome-ignore lint/performance/noImgElement: partner logos are SVGs of unknown aspect ratio, served as they are
            <img className={styles.logo} src={logo} alt={name} />
          ) : (
            <p className={styles.name}>{name}</p>
          )}
          {description ? (
            <p
              className={styles.description}
              lang={rowLang(language as Language, siteConfig.footer, "description")}
            >
              {description}
            </p>
          ) : null}
          {siteConfig.franchiseList.length > 0 ? (
            <LinkSelect className={styles.branches} options={siteConfig.franchiseList} placement="up" />
          ) : null}
        </section>
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2
            id="footer-contact"
            className={styles.heading}
            lang={ownTextLang(language as Language, siteConfig.footer, "contactTitle")}
          >
            {contactTitle}
          </h2>
          <a className={styles.phone} href={phone?.href} data-testid="footer-phone">
            {phone?.label}
          </a>
          {consultationText ? (
            <p
              className={styles.muted}
              data-testid="footer-consultation"
              lang={
                siteConfig.footer.consultationText
                  ? rowLang(language as Language, siteConfig.footer, "consultationText")
                  : "ko"
              }
            >
              {consultationText}
            </p>
          ) : null}
        </section>
        <section className={styles.column} aria-labelledby="footer-hours">
          <h2
            id="footer-hours"
            className={styles.heading}
            lang={ownTextLang(language as Language, siteConfig.footer, "hoursTitle")}
          >
            {hoursTitle}
          </h2>
          <FooterHours partner={partner} />
        </section>
      </div>

      <div className={`page-container ${styles.bottom}`}>
        <div className={styles.linksRow}>
          <nav aria-label={t("footerNav")}>
            <ul className={styles.links}>
              {TERMS_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    className={styles.termsLink}
                    href={languagePath(language, link.href)}
                    target="_blank"
                    rel="noopener"
                  >
                    {t(link.title)}
                  </a>
                </li>
              ))}
              {footerLinksOf(links, language === "ko" ? NON_COVERED_FEES_TITLE : feesTitle("title")).flatMap(
                (link) => {
                  const resolved = resolveLink(link.url);
                  if (!resolved) return [];
                  return [
                    <li key={`${link.title}-${link.url}`}>
                      <SmartLink
                        className={styles.link}
                        link={resolved}
                        lang={rowLang(language as Language, link, "title")}
                      >
                        {link.title}
                      </SmartLink>
                    </li>,
                  ];
                },
              )}
            </ul>
          </nav>
          <FooterSocial marketing={partner.partnerMarketingInfo} />
        </div>
        <ul className={styles.business}>
          {business.map((item) => (
            <li key={item.label}>
              <span className={styles.businessLabel}>{item.label}</span> <span lang="ko">{item.value}</span>
            </li>
          ))}
        </ul>
        <p className={styles.copyright} lang="ko">
          {partner.partnerCopyRight ?? `© ${name}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
