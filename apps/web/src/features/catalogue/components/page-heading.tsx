import type { ReactNode } from "react";
import styles from "./page-heading.module.css";

interface PageHeadingProps {
  /** Small Latin label above the title, in the home page's visual language. */
  eyebrow: string;
  title: string;
  description?: ReactNode;
  /** The description's language when it is the clinic's content (issue 29). */
  descriptionLang?: string;
  children?: ReactNode;
}

/** The top of a catalogue page: eyebrow, the page's one h1, and an optional description. */
export function PageHeading({ eyebrow, title, description, descriptionLang, children }: PageHeadingProps) {
  return (
    <header className={styles.heading}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {description ? (
        <div className={styles.description} lang={descriptionLang}>
          {description}
        </div>
      ) : null}
      {children}
    </header>
  );
}
