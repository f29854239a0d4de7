"use client";

import { customerInfoUpdateSchema } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { apiFieldErrors } from "@/features/customer-boards/components/form-errors";
import { FormField } from "@/features/customer-boards/components/form-field";
import { ACCOUNT_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { customerUpdated } from "@/features/session/client";
import { Button } from "@/features/shell/components/ui/button";
import styles from "./account.module.css";
import page from "./my-page.module.css";
import { updateEmail } from "./requests";

const FORM_ID = "my-email";

/** The e-mail address, editable (empty removes it): PUT /customers/this/info. */
export function EmailForm({ email }: { email: string | null }) {
  const t = useTranslations("accountClient");
  const messages = useFormMessages();
  const [value, setValue] = useState(email ?? "");
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState("");
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setStatus("");
    // "" is a real value here (remove the address), so it is not treated as "not given".
    const checked = customerInfoUpdateSchema.safeParse({ email: value });
    if (!checked.success) {
      setError(messages.field("email", checked.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    setSending(true);
    const answer = await updateEmail(checked.data.email);
    setSending(false);
    if (answer.ok) {
      customerUpdated(answer.data);
      setValue(answer.data.email ?? "");
      setStatus(answer.data.email ? t("emailSaved") : t("emailDeleted"));
      return;
    }
    const fieldError = apiFieldErrors(answer.error.fields, ["email"]).email;
    setError(
      fieldError !== undefined
        ? messages.field("email", fieldError, ACCOUNT_FAILURES)
        : messages.failure(answer.error, ACCOUNT_FAILURES),
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t("emailForm")}>
      <FormField formId={FORM_ID} name="email" label={t("email")} error={error}>
        {(control) => (
          <div className={styles.inline}>
            <input
              {...control}
              className={styles.input}
              type="email"
              value={value}
              placeholder="example@email.com"
              autoComplete="email"
              onChange={(event) => setValue(event.target.value)}
            />
            <Button type="submit" variant="line" disabled={sending}>
              {t("save")}
            </Button>
          </div>
        )}
      </FormField>
      <p className={page.status} role="status">
        {status}
      </p>
    </form>
  );
}
