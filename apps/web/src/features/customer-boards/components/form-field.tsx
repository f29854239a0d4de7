import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatNumber } from "@/ui/format/intl";
import { useLanguage } from "@/ui/language/language-context";
import { errorIdOf } from "./form-errors";
import styles from "./post-form.module.css";

/** What a field's control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  formId: string;
  name: string;
  label: string;
  error?: string | undefined;
  /** Extra description (a counter, a rule), read after the message. */
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** A label, the control, its Korean message and hint; the control is tied to both by aria-describedby. */
export function FormField({ formId, name, label, error, hint, children }: FormFieldProps) {
  const id = `${formId}-${name}`;
  const errorId = errorIdOf(formId, name);
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, name, "aria-invalid": Boolean(error), "aria-describedby": describedBy || undefined })}
      {error || hint ? (
        <div className={styles.below}>
          {error ? (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : null}
          {hint ? (
            <div id={hintId} className={styles.hint}>
              {hint}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** "123 / 5,000자": characters as the limit counts them (surrounding spaces are not kept). */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const t = useTranslations("customerBoards");
  const language = useLanguage();
  const length = value.trim().length;
  return (
    <span className={styles.counter} data-over={length > max || undefined}>
      <span className="visually-hidden">{t("characters")}</span>
      {t("count", { count: formatNumber(length, language), max: formatNumber(max, language) })}
    </span>
  );
}

/** Moves focus to the first field marked invalid, once React has rendered the messages. */
export function focusFirstInvalid(form: HTMLElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
