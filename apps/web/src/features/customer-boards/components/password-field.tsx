import { useTranslations } from "next-intl";
import { FormField } from "./form-field";
import styles from "./post-form.module.css";

interface PasswordFieldProps {
  formId: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  label?: string;
}

/** The post's password, as its writer set it when writing (not a login password, so no autofill). */
export function PasswordField({ formId, value, error, onChange, label }: PasswordFieldProps) {
  const t = useTranslations("customerBoards");
  return (
    <FormField formId={formId} name="password" label={label ?? t("password")} error={error}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type="password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      )}
    </FormField>
  );
}
