"use client";

import { type CustomerPostDetail, customerPostPasswordSchema } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { type FormEvent, useRef, useState } from "react";
import { BOARD_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { validateForm } from "./form-errors";
import { focusFirstInvalid } from "./form-field";
import { PasswordField } from "./password-field";
import styles from "./post-form.module.css";
import { openPost } from "./requests";

const FORM_ID = "customer-post-unlock";

interface PostUnlockFormProps {
  postId: number;
  onOpened: (post: CustomerPostDetail) => void;
}

/**
 * A locked private post asks for its password (POST …/private) and opens in place. A wrong password (403) and
 * too many attempts (429) are messages on the field, not a lost session.
 */
export function PostUnlockForm({ postId, onOpened }: PostUnlockFormProps) {
  const t = useTranslations("customerBoards");
  const messages = useFormMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = validateForm(customerPostPasswordSchema, { password });
    if (!checked.ok) {
      setError(messages.field("password", checked.errors.password));
      focusFirstInvalid(formRef.current);
      return;
    }
    setSending(true);
    const answer = await openPost(postId, checked.data.password);
    setSending(false);
    if (answer.ok) {
      onOpened(answer.data);
      return;
    }
    const fieldMessage = answer.error.fields?.[0]?.message;
    setError(
      answer.error.status === 400 && fieldMessage
        ? messages.field("password", fieldMessage, BOARD_FAILURES)
        : messages.failure(
            answer.error,
            BOARD_FAILURES,
            answer.error.status === 403 ? "wrongPassword" : "failed",
          ),
    );
    focusFirstInvalid(formRef.current);
  }

  return (
    <form
      ref={formRef}
      className={styles.panel}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${FORM_ID}-title`}
    >
      <h2 id={`${FORM_ID}-title`} className={styles.panelTitle}>
        {t("confirmPassword")}
      </h2>
      <p className={styles.panelText}>{t("unlockNote")}</p>
      <PasswordField
        formId={FORM_ID}
        value={password}
        error={error}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? t("checking") : t("confirm")}
        </Button>
      </div>
    </form>
  );
}
