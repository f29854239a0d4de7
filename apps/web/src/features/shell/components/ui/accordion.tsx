"use client";

import { type ReactNode, useId, useReducer } from "react";
import { motion } from "@/ui/styles/tokens";
import styles from "./accordion.module.css";
import { type AccordionMode, accordionReducer } from "./accordion-state";

export interface AccordionItem {
  /** Stable key of the item (e.g. a FAQ id). */
  key: string | number;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** single (default): one item open at a time; multiple: items toggle independently. */
  mode?: AccordionMode;
  /** Indexes open at first. */
  defaultOpen?: number[];
  /** Heading level of the item titles, so the accordion fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Disclosure list (spec sections 4 and 9): buttons with aria-expanded/aria-controls, panels whose height
 * animates over 0.3 s (a grid-rows transition, so no measuring is needed).
 */
export function Accordion({
  items,
  mode = "single",
  defaultOpen = [],
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [open, dispatch] = useReducer(accordionReducer, defaultOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const style = { "--accordion-duration": `${motion.duration}ms` } as React.CSSProperties;

  return (
    <div className={`${styles.accordion} ${className ?? ""}`} style={style}>
      {items.map((item, index) => {
        const expanded = open.includes(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.key} className={styles.item} data-open={expanded || undefined}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => dispatch({ type: "toggle", index, mode })}
              >
                <span className={styles.title}>{item.title}</span>
                <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="m6 9 6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className={styles.panel} inert={!expanded}>
              <div className={styles.panelInner}>
                <div className={styles.content}>{item.content}</div>
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
