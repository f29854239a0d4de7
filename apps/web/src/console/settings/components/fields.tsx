import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import base from "@/console/components/console.module.css";
import styles from "./settings.module.css";

// Inputs the lead's FormField (text inputs only) does not cover, with the same label and error wiring.

/** A field's hint or error, referenced by the input's aria-describedby; nothing without a text. */
function FieldNote({
  id,
  text,
  error = false,
}: {
  id: string | undefined;
  text: string | undefined;
  error?: boolean;
}) {
  return text ? (
    <span className={error ? base.fieldError : base.muted} id={id}>
      {text}
    </span>
  ) : null;
}

const described = (error: string | undefined, errorId: string, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [error ? errorId : null, hint].filter(Boolean).join(" ") || undefined,
});

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
}

export function TextAreaField({ label, name, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={base.field}>
      <label className={base.label} htmlFor={id}>
        {label}
      </label>
      <FieldNote id={hintId} text={hint} />
      <textarea
        className={`${base.input} ${styles.textarea}`}
        id={id}
        name={name}
        rows={3}
        {...described(error, `${id}-error`, hintId)}
        {...textarea}
      />
      <FieldNote id={`${id}-error`} text={error} error />
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

export function SelectField({ label, name, options, error, ...select }: SelectFieldProps) {
  const id = `field-${name}`;
  return (
    <div className={base.field}>
      <label className={base.label} htmlFor={id}>
        {label}
      </label>
      <select className={base.input} id={id} name={name} {...described(error, `${id}-error`)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNote id={`${id}-error`} text={error} error />
    </div>
  );
}

export function CheckboxField({
  label,
  name,
  defaultChecked,
  error,
}: {
  label: string;
  name: string;
  defaultChecked: boolean;
  error?: string | undefined;
}) {
  const id = `field-${name}`;
  return (
    <div className={base.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={name}
          defaultChecked={defaultChecked}
          {...described(error, `${id}-error`)}
        />
        {label}
      </label>
      <FieldNote id={`${id}-error`} text={error} error />
    </div>
  );
}

/** A titled group of fields (fieldset + legend, so screen readers name the group). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
