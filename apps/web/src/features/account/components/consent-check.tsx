import { useTranslations } from "next-intl";
import styles from "./account.module.css";

interface ConsentCheckProps {
  formId: string;
  name: string;
  label: string;
  /** The document to read, opened in a new tab so the form keeps its state. */
  href?: string;
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
}

/** One consent checkbox with its "보기" link and message. */
export function ConsentCheck({ formId, name, label, href, checked, error, onChange }: ConsentCheckProps) {
  const t = useTranslations("accountClient");
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <div className={styles.checkRow}>
        <label className={styles.check} htmlFor={id}>
          <input
            id={id}
            name={name}
            type="checkbox"
            checked={checked}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </label>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {t("view")}
            <span className="visually-hidden">{t("newWindow")}</span>
          </a>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
