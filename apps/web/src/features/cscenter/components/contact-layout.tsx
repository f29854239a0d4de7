import type { ReactNode } from "react";
import styles from "./contact.module.css";

/** The form beside an aside (phone, chat, hours); on a narrow screen the aside comes first. */
export function ContactLayout({ form, aside }: { form: ReactNode; aside: ReactNode }) {
  return (
    <div className={styles.layout}>
      {form}
      <div className={styles.aside}>{aside}</div>
    </div>
  );
}
