import type { BeforeAfter } from "@clinic/shared";
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
  return (
    <article className={styles.card} data-testid="before-after-card">
      <div className={styles.pair}>
        <figure className={styles.figure}>
          <CatalogueImage
            className={styles.image}
            src={item.beforeImageUrl}
            alt={`${item.title} 시술 전`}
            {...CASE_IMAGE}
          />
          <figcaption className={styles.label}>시술 전</figcaption>
        </figure>
        <figure className={styles.figure}>
          <CatalogueImage
            className={styles.image}
            src={item.afterImageUrl}
            alt={`${item.title} 시술 후`}
            {...CASE_IMAGE}
          />
          <figcaption className={styles.label} data-after="">
            시술 후
          </figcaption>
        </figure>
      </div>
      <div className={styles.body}>
        {item.productName ? <p className={styles.product}>{item.productName}</p> : null}
        <Heading className={styles.title}>{item.title}</Heading>
        {item.treatmentCount ? <p className={styles.meta}>시술 {item.treatmentCount}회</p> : null}
      </div>
    </article>
  );
}
