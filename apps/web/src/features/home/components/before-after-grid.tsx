import type { BeforeAfter } from "@clinic/shared";
import { BeforeAfterCard } from "@/features/catalogue/components/before-after-card";
import styles from "./before-after-grid.module.css";

/** Before/after cases on the home page: four across on desktop, two on tablets, one on phones. */
export function BeforeAfterGrid({ items }: { items: readonly BeforeAfter[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id}>
          <BeforeAfterCard item={item} />
        </li>
      ))}
    </ul>
  );
}
