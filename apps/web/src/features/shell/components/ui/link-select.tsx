"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useLanguage } from "@/ui/language/language-context";
import { layout } from "@/ui/styles/tokens";
import styles from "./link-select.module.css";

export interface LinkOption {
  title: string;
  url: string;
  /** Where the link opens; a new tab unless given (spec section 2: "new tab by default"). */
  hrefTarget?: "_blank" | "_self" | null;
}

interface LinkSelectProps {
  options: LinkOption[];
  /** Korean button text before anything is picked (spec 9: 'select branch'). */
  placeholder?: string;
  /** Shown when there is nothing to pick (spec 9: 'no options to select'). */
  emptyText?: string;
  /** Opens the list upwards (e.g. at the bottom of the page). */
  placement?: "down" | "up";
  className?: string;
}

/**
 * A select-style picker whose options are links (e.g. the clinic's branches): links keep middle-click, the
 * status bar and screen-reader semantics that a <select> that navigates on change would lose. Closes on
 * Escape (focus back on the button), on an outside click and after a pick.
 */
export function LinkSelect({
  options,
  placeholder: placeholderText,
  emptyText: emptyTextText,
  placement = "down",
  className,
}: LinkSelectProps) {
  const t = useTranslations("shell");
  const language = useLanguage();
  const placeholder = placeholderText ?? t("branchPlaceholder");
  const emptyText = emptyTextText ?? t("branchEmpty");
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const sizes = {
    "--select-list-height": `${layout.selectListHeight}px`,
    "--select-option-height": `${layout.selectOptionHeight}px`,
  } as React.CSSProperties;

  return (
    <div ref={rootRef} className={`${styles.root} ${className ?? ""}`} style={sizes}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{placeholder}</span>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <div id={listId} className={styles.list} data-placement={placement} hidden={!open}>
        {options.length === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          <ul>
            {options.map((option) => {
              const target = option.hrefTarget ?? "_blank";
              return (
                <li key={`${option.title}-${option.url}`}>
                  <a
                    className={styles.option}
                    href={option.url}
                    target={target}
                    rel={target === "_blank" ? "noopener noreferrer" : undefined}
                    onClick={() => setOpen(false)}
                  >
                    <span lang={language === "ko" ? undefined : "ko"}>{option.title}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
