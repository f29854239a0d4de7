"use client";

import { customerPostPasswordSchema } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { BOARD_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { validateForm } from "./form-errors";
import { focusFirstInvalid } from "./form-field";
import { PasswordField } from "./password-field";
import styles from "./post-form.module.css";
import { deletePost } from "./requests";

const FORM_ID = "customer-post-delete";

interface PostDeleteFormProps {
  postId: number;
  /** A guest's post needs its password; a member's own post does not. */
  needsPassword: boolean;
  onDeleted: () => void;
  onCancel: () => void;
}

/** Confirms deleting a post (PUT …/delete with the password); a wrong password or 429 shows on the field. */
export function PostDeleteForm({ postId, needsPassword, onDeleted, onCancel }: PostDeleteFormProps) {
  const t = useTranslations("customerBoards");
  const messages = useFormMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  // The panel opens on a click: take the visitor to its first control.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, button[type="submit"]')?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    let typed: string | undefined;
    if (needsPassword) {
      const checked = validateForm(customerPostPasswordSchema, { password });
      if (!checked.ok) {
        setError(messages.field("password", checked.errors.password));
        focusFirstInvalid(formRef.current);
        return;
      }
      typed = checked.data.password;
    }
    setSending(true);
    const answer = await deletePost(postId, typed);
    if (answer.ok) {
      onDeleted();
      return;
    }
    setSending(false);
    setError(
      messages.failure(
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
      data-testid="post-delete-form"
    >
      <h2 id={`${FORM_ID}-title`} className={styles.panelTitle}>
        {t("deleteQuestion")}
      </h2>
      <p className={styles.panelText}>{t("deleteNote")}</p>
      {needsPassword ? (
        <PasswordField
          formId={FORM_ID}
          value={password}
          error={error}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
        />
      ) : error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="line" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? t("deleting") : t("delete")}
        </Button>
      </div>
    </form>
  );
}
