import type { ReactNode } from "react";
import styles from "./page-heading.module.css";

interface PageHeadingProps {
  /** Small Latin label above the title (the site's visual language, e.g. 'INTRODUCE'). */
  eyebrow: string;
  title: string;
  description?: ReactNode;
  /** The language of the title or description when it is the clinic's content (issue 29). */
  titleLang?: string;
  descriptionLang?: string;
  /** Extra content under the text (a section nav, a search form). */
  children?: ReactNode;
}

/** The top band of a content page: eyebrow, the page's one <h1>, an optional lead line. */
export function PageHeading({
  eyebrow,
  title,
  description,
  titleLang,
  descriptionLang,
  children,
}: PageHeadingProps) {
  return (
    <header className={styles.heading}>
      <div className={`page-container ${styles.inner}`}>
        <p className={styles.eyebrow} aria-hidden="true">
          {eyebrow}
        </p>
        <h1 className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {description ? (
          <p className={styles.description} lang={descriptionLang}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}

/** The page's main column under the heading, with the section spacing. */
export function PageBody({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={`page-container ${styles.body}`} data-narrow={narrow || undefined}>
      {children}
    </div>
  );
}
