"use client";

import { type CustomerPostDetail, customerPostPasswordField, customerPostUpdateSchema } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { BOARD_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { AlertMessage } from "@/ui/alert/alert-message";
import { apiFieldErrors, type FieldErrors, validateForm } from "./form-errors";
import { focusFirstInvalid } from "./form-field";
import { PasswordField } from "./password-field";
import { PostFields, type PostTextValues } from "./post-fields";
import styles from "./post-form.module.css";
import { updatePost } from "./requests";

const FORM_ID = "customer-post-edit";
const FIELDS = ["title", "content", "isPrivate", "password"] as const;
/** A guest's post is theirs only with its password. */
const guestSchema = customerPostUpdateSchema.extend({ password: customerPostPasswordField });

interface PostEditFormProps {
  post: CustomerPostDetail;
  onSaved: (post: CustomerPostDetail) => void;
  onCancel: () => void;
}

/**
 * Rewriting a post (PUT), confirmed with the post's password for a guest's post. A wrong password (403) shows on
 * the password field; a post the clinic has answered meanwhile (409) and too many attempts (429) above the buttons.
 */
export function PostEditForm({ post, onSaved, onCancel }: PostEditFormProps) {
  const t = useTranslations("customerBoards");
  const messages = useFormMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PostTextValues & { password: string }>({
    title: post.title,
    content: post.content ?? "",
    isPrivate: post.isPrivate,
    password: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // The form replaces the post on a click: start at its title.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input")?.focus();
  }, []);

  const change = (patch: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field the visitor touches loses its message; the others keep theirs until the next attempt.
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, undefined])),
    }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const checked = validateForm(post.isGuest ? guestSchema : customerPostUpdateSchema, {
      title: values.title,
      content: values.content,
      ...(post.boardType.postVisibility === "CHOICE" ? { isPrivate: values.isPrivate } : {}),
      ...(post.isGuest ? { password: values.password } : {}),
    });
    if (!checked.ok) {
      setErrors(messages.fields(checked.errors));
      focusFirstInvalid(formRef.current);
      return;
    }
    setSending(true);
    const answer = await updatePost(post.id, checked.data);
    setSending(false);
    if (answer.ok) {
      onSaved(answer.data);
      return;
    }
    const { status, fields } = answer.error;
    const fieldErrors =
      status === 400
        ? messages.fields(apiFieldErrors(fields, FIELDS), BOARD_FAILURES)
        : status === 403
          ? { password: messages.failure(answer.error, BOARD_FAILURES, "wrongPassword") }
          : {};
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(formRef.current);
    else setFormError(messages.failure(answer.error, BOARD_FAILURES));
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t("editForm")}>
      <PostFields
        formId={FORM_ID}
        values={values}
        errors={errors}
        visibility={post.boardType.postVisibility}
        onChange={change}
      />
      {post.isGuest ? (
        <PasswordField
          formId={FORM_ID}
          value={values.password}
          error={errors.password}
          onChange={(value) => change({ password: value })}
          label={t("confirmPassword")}
        />
      ) : null}
      <AlertMessage className={styles.alert}>{formError}</AlertMessage>
      <div className={styles.actions}>
        <Button variant="line" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
