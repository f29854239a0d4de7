import type { Banner } from "@clinic/shared";
import { useLocale } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { BannerPicture } from "@/features/shell/components/banner-picture";
import { SmartLink } from "@/features/shell/components/smart-link";
import { resolveLink } from "@/features/site/links";
import styles from "./list-banners.module.css";

interface ListBannersProps {
  banners: readonly Banner[];
  /** Accessible name of the strip, e.g. '시술 배너'. */
  label: string;
}

/** PRODUCT_LIST / EVENT_LIST banners above a list: wide artwork with the Korean copy as real text. */
export function ListBanners({ banners, label }: ListBannersProps) {
  const language = useLocale();
  if (banners.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={label}>
      <ul className={styles.list} data-count={Math.min(banners.length, 2)}>
        {banners.map((banner, index) => {
          const link = resolveLink(banner.linkUrl);
          const content = (
            <>
              <BannerPicture banner={banner} className={styles.image} priority={index === 0} />
              <div className={styles.copy}>
                <p className={styles.title} lang={rowLang(language, banner, "title")}>
                  {banner.title}
                </p>
                {banner.subTitle ? (
                  <p className={styles.subTitle} lang={rowLang(language, banner, "subTitle")}>
                    {banner.subTitle}
                  </p>
                ) : null}
              </div>
            </>
          );
          return (
            <li key={banner.id} className={styles.item} data-testid="list-banner">
              {link ? (
                <SmartLink link={link} className={styles.frame}>
                  {content}
                </SmartLink>
              ) : (
                <div className={styles.frame}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
