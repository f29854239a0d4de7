import type { Banner } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { BannerPicture } from "@/features/shell/components/banner-picture";
import { SmartLink } from "@/features/shell/components/smart-link";
import { resolveLink } from "@/features/site/links";
import styles from "./middle-banners.module.css";

/** MAIN_MIDDLE banners as image cards with their Korean copy beneath a soft overlay. */
export function MiddleBanners({ banners }: { banners: Banner[] }) {
  const t = useTranslations("home");
  const language = useLocale();
  return (
    <section className={styles.section} aria-labelledby="middle-banners-title">
      <div className="page-container">
        <p className={styles.eyebrow}>SPECIAL</p>
        <h2 id="middle-banners-title" className={styles.heading}>
          {t("programmes")}
        </h2>
        <ul className={styles.grid}>
          {banners.map((banner) => {
            const link = resolveLink(banner.linkUrl);
            const card = (
              <>
                <BannerPicture banner={banner} className={styles.image} />
                <div className={styles.copy}>
                  <h3 className={styles.title} lang={rowLang(language, banner, "title")}>
                    {banner.title}
                  </h3>
                  {banner.subTitle ? (
                    <p className={styles.subTitle} lang={rowLang(language, banner, "subTitle")}>
                      {banner.subTitle}
                    </p>
                  ) : null}
                </div>
              </>
            );
            return (
              <li key={banner.id} className={styles.card} data-testid="main-middle-banner">
                {link ? (
                  <SmartLink link={link} className={styles.link}>
                    {card}
                  </SmartLink>
                ) : (
                  <div className={styles.link}>{card}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
