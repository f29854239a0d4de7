import type { Banner } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { KOREAN_CONTENT, rowLang } from "@/features/i18n/row-lang";
import { BannerPicture } from "@/features/shell/components/banner-picture";
import { SmartLink } from "@/features/shell/components/smart-link";
import { resolveLink } from "@/features/site/links";
import { Carousel } from "./carousel";
import styles from "./hero-banners.module.css";

interface HeroBannersProps {
  banners: Banner[];
  eyebrow: string;
}

/** MAIN_TOP banners as a full-width hero: artwork behind, Korean title and subtitle as real text over it. */
export function HeroBanners({ banners, eyebrow }: HeroBannersProps) {
  const t = useTranslations("home");
  const language = useLocale();
  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label={t("mainBanners")}>
      <Carousel count={banners.length} label={t("mainBanners")}>
        {banners.map((banner, index) => {
          const link = resolveLink(banner.linkUrl);
          return (
            <article
              key={banner.id}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${banners.length}`}
              data-testid="main-top-banner"
            >
              <BannerPicture banner={banner} className={styles.image} priority={index === 0} />
              <div className={styles.shade} />
              <div className={`page-container ${styles.copy}`}>
                <p className={styles.eyebrow} lang={KOREAN_CONTENT}>
                  {eyebrow}
                </p>
                {index === 0 ? (
                  <h2 className={styles.title} lang={rowLang(language, banner, "title")}>
                    {banner.title}
                  </h2>
                ) : (
                  <p className={styles.title} lang={rowLang(language, banner, "title")}>
                    {banner.title}
                  </p>
                )}
                {banner.subTitle ? (
                  <p className={styles.subTitle} lang={rowLang(language, banner, "subTitle")}>
                    {banner.subTitle}
                  </p>
                ) : null}
                {link ? (
                  <SmartLink link={link} className={styles.cta}>
                    {t("more")}
                    {/* The slide's title names where the link goes (a bare "자세히 보기" says nothing to a screen
                        reader's link list or a search engine). */}
                    <span className="visually-hidden" lang={rowLang(language, banner, "title")}>
                      : {banner.title}
                    </span>
                    <span aria-hidden="true" className={styles.arrow}>
                      →
                    </span>
                  </SmartLink>
                ) : null}
              </div>
            </article>
          );
        })}
      </Carousel>
    </section>
  );
}
