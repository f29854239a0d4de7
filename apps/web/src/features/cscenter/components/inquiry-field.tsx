import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import styles from "./inquiry-form.module.css";

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** A line under the input (format hint, character counter); its id is `${id}-hint`. */
  hint?: ReactNode;
  children: ReactNode;
}

/** Ids a field's input names in aria-describedby: its message when it has one, and its hint. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: boolean }) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

/** Label, input, hint and the field's message (the input points at both through aria-describedby). */
export function Field({ id, label, required = false, error, hint, children }: FieldProps) {
  const t = useTranslations("cscenterClient");
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : (
          <span className={styles.optional}>{t("optional")}</span>
        )}
      </label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
