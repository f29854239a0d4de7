import type { BeforeAfter } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import styles from "./before-after-card.module.css";
import { CatalogueImage } from "./catalogue-image";

/** Intrinsic size hint of before/after pictures (square). */
const CASE_IMAGE = { width: 600, height: 600 } as const;

/** One before/after case: the two pictures side by side, labelled, with the title and treatment. */
export function BeforeAfterCard({
  item,
  headingLevel = "h3",
}: {
  item: BeforeAfter;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const t = useTranslations("catalogue");
  const language = useLocale();
  const titleLang = rowLang(language, item, "title");
  return (
    <article className={styles.card} data-testid="before-after-card">
      <div className={styles.pair}>
        <figure className={styles.figure}>
          <CatalogueImage
            className={styles.image}
            src={item.beforeImageUrl}
            alt={t("beforeOf", { title: item.title })}
            lang={titleLang}
            {...CASE_IMAGE}
          />
          <figcaption className={styles.label}>{t("before")}</figcaption>
        </figure>
        <figure className={styles.figure}>
          <CatalogueImage
            className={styles.image}
            src={item.afterImageUrl}
            alt={t("afterOf", { title: item.title })}
            lang={titleLang}
            {...CASE_IMAGE}
          />
          <figcaption className={styles.label} data-after="">
            {t("after")}
          </figcaption>
        </figure>
      </div>
      <div className={styles.body}>
        {item.productName ? (
          <p className={styles.product} lang={rowLang(language, item, "productName")}>
            {item.productName}
          </p>
        ) : null}
        <Heading className={styles.title} lang={titleLang}>
          {item.title}
        </Heading>
        {item.treatmentCount ? (
          <p className={styles.meta}>{t("sessions", { count: item.treatmentCount })}</p>
        ) : null}
      </div>
    </article>
  );
}
