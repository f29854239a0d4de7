import type { ReactNode } from "react";
import { Link } from "@/ui/status/intent-link";
import styles from "./home-section.module.css";

interface HomeSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  more?: { href: string; label: string };
  tone?: "cream" | "light" | "sand";
  children: ReactNode;
}

/** A home page section: Latin eyebrow, serif title, optional '전체 보기' link, then its content. */
export function HomeSection({
  id,
  eyebrow,
  title,
  description,
  more,
  tone = "cream",
  children,
}: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className={styles.section} data-tone={tone} aria-labelledby={titleId} data-testid={`home-${id}`}>
      <div className="page-container">
        <div className={styles.head}>
          <div className={styles.titles}>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {more ? (
            <Link className={styles.more} href={more.href}>
              {more.label}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
