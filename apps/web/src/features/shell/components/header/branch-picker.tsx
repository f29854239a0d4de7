"use client";

import type { Franchise } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { resolveLink } from "@/features/site/links";
import { useLanguage } from "@/ui/language/language-context";
import styles from "./branch-picker.module.css";
import { ChevronDownIcon } from "./header-icons";

interface BranchPickerProps {
  branches: Franchise[];
  /** Spec 9: placeholder 'select branch' and empty text 'no options to select' (Korean). */
  placeholder?: string;
  emptyText?: string;
  className?: string;
}

/** Spec 2: a branch opens in its hrefTarget, a new tab by default; internal /… URLs in the same tab stay on the site. */
function openBranch(branch: Franchise) {
  const link = resolveLink(branch.url);
  if (!link) return;
  if ((branch.hrefTarget ?? "_blank") === "_self") window.location.assign(link.href);
  else window.open(link.href, "_blank", "noopener,noreferrer");
}

/**
 * A select-like listbox of the clinic's branches (list at most 256 px high, 40 px options). The options exist
 * only while the list is open, so branch names never stand in the header's text otherwise. Keyboard: arrows,
 * Home/End, Enter or Space to pick, Escape or Tab to close.
 */
export function BranchPicker({
  branches,
  placeholder: placeholderText,
  emptyText: emptyTextText,
  className,
}: BranchPickerProps) {
  const t = useTranslations("shell");
  const language = useLanguage();
  const placeholder = placeholderText ?? t("branchPlaceholder");
  const emptyText = emptyTextText ?? t("branchEmpty");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes only the list, never a dialog around it (the mobile menu): a native listener on the picker
    // stops the key before it reaches the menu's (and React's) document-level handlers.
    const root = rootRef.current;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    root?.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      root?.removeEventListener("keydown", onEscape);
    };
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const pick = (branch: Franchise) => {
    close(true);
    openBranch(branch);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = branches.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const branch = branches[active];
      if (branch) pick(branch);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [open, active, id]);

  return (
    <div ref={rootRef} className={`${styles.root} ${className ?? ""}`}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        onClick={() => {
          setActive(0);
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setActive(0);
            setOpen(true);
          }
        }}
      >
        <span className={styles.label}>{placeholder}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {open ? (
        <div
          ref={listRef}
          id={`${id}-list`}
          className={styles.list}
          role="listbox"
          aria-label={placeholder}
          tabIndex={-1}
          aria-activedescendant={branches.length > 0 ? `${id}-option-${active}` : undefined}
          onKeyDown={onListKeyDown}
        >
          {branches.length === 0 ? (
            <p className={styles.empty}>{emptyText}</p>
          ) : (
            branches.map((branch, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard (aria-activedescendant)
              <div
                key={`${branch.title}-${branch.url}`}
                id={`${id}-option-${index}`}
                className={styles.option}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                data-target={branch.hrefTarget}
                onPointerEnter={() => setActive(index)}
                onClick={() => pick(branch)}
              >
                <span lang={language === "ko" ? undefined : "ko"}>{branch.title}</span>
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
