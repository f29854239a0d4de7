"use client";

import {
  type BoardType,
  CUSTOMER_POST_LIMITS,
  customerPostAuthorField,
  customerPostCreateSchema,
  customerPostNewPasswordField,
  HONEYPOT_FIELD,
} from "@clinic/shared";
import { useTranslations } from "next-intl";
import { type FormEvent, useRef, useState } from "react";
import { BOARD_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { AlertMessage } from "@/ui/alert/alert-message";
import { useRouter } from "@/ui/language/navigation";
import { Link } from "@/ui/status/intent-link";
import { customerBoardHref, customerPostHref } from "./customer-board-links";
import { apiFieldErrors, type FieldErrors, validateForm } from "./form-errors";
import { FormField, focusFirstInvalid } from "./form-field";
import { PostFields, type PostTextValues, VisibilityNote } from "./post-fields";
import styles from "./post-form.module.css";
import { createPost } from "./requests";
import { rememberUnlockedPost } from "./unlocked-posts";

/** Guests sign their post: the shared create schema with name and password required. */
const guestSchema = customerPostCreateSchema.extend({
  authorName: customerPostAuthorField,
  password: customerPostNewPasswordField,
});

const FORM_ID = "customer-post-write";
const FIELDS = ["authorName", "password", "title", "content", "isPrivate"] as const;

interface WriteValues extends PostTextValues {
  authorName: string;
  password: string;
}

/** The honeypot as the browser holds it: read from the DOM, since a bot may set it without any input event. */
function honeypotOf(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement ? field.value : "";
}

/**
 * Writing a post: checked with the shared schema before sending, then POSTed through the same-origin /api. On
 * success the new post opens unlocked for its writer (see unlocked-posts.ts); API refusals (400 fields, 401 login
 * required, 429 too many posts) are shown in Korean on the form, on a foreign page in the catalogue's words.
 */
export function PostWriteForm({ board, guest }: { board: BoardType; guest: boolean }) {
  const t = useTranslations("customerBoards");
  const messages = useFormMessages();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<WriteValues>({
    authorName: "",
    password: "",
    title: "",
    content: "",
    isPrivate: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);

  const input = (current: WriteValues) => ({
    boardTypeId: board.id,
    title: current.title,
    content: current.content,
    ...(guest ? { authorName: current.authorName, password: current.password } : {}),
    ...(board.postVisibility === "CHOICE" ? { isPrivate: current.isPrivate } : {}),
    [HONEYPOT_FIELD]: honeypotOf(formRef.current),
  });
  const validate = (current: WriteValues) =>
    validateForm(guest ? guestSchema : customerPostCreateSchema, input(current));

  function change(patch: Partial<WriteValues>) {
    const next = { ...values, ...patch };
    setValues(next);
    // After a first attempt, messages follow the typing so a fixed field loses its message at once.
    if (checked) {
      const result = validate(next);
      setErrors(result.ok ? {} : messages.fields(result.errors));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setChecked(true);
    setFormError(null);
    const result = validate(values);
    if (!result.ok) {
      const found = messages.fields(result.errors);
      setErrors(found);
      const shown = FIELDS.some((field) => found[field]);
      if (!shown) setFormError(Object.values(found)[0] ?? null);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSending(true);
    const answer = await createPost(result.data);
    if (answer.ok) {
      rememberUnlockedPost(answer.data);
      // Replace: going back from the new post leads to the list, not to a filled-in form that would post twice.
      router.replace(customerPostHref(board.id, answer.data.id));
      return;
    }
    setSending(false);
    const fieldErrors = answer.error.status === 400 ? apiFieldErrors(answer.error.fields, FIELDS) : {};
    setErrors(messages.fields(fieldErrors, BOARD_FAILURES));
    if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(formRef.current);
    else setFormError(messages.failure(answer.error, BOARD_FAILURES));
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t("writeShort")}>
      <VisibilityNote visibility={board.postVisibility} />
      {guest ? (
        <div className={styles.guestRow}>
          <FormField formId={FORM_ID} name="authorName" label={t("name")} error={errors.authorName}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                type="text"
                value={values.authorName}
                onChange={(event) => change({ authorName: event.target.value })}
                autoComplete="name"
              />
            )}
          </FormField>
          <FormField
            formId={FORM_ID}
            name="password"
            label={t("password")}
            error={errors.password}
            hint={t("passwordHint", { min: CUSTOMER_POST_LIMITS.passwordMin })}
          >
            {(control) => (
              <input
                {...control}
                className={styles.input}
                type="password"
                value={values.password}
                onChange={(event) => change({ password: event.target.value })}
                autoComplete="new-password"
              />
            )}
          </FormField>
        </div>
      ) : null}
      <PostFields
        formId={FORM_ID}
        values={values}
        errors={errors}
        visibility={board.postVisibility}
        onChange={change}
      />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${FORM_ID}-${HONEYPOT_FIELD}`}>{t("website")}</label>
        <input
          id={`${FORM_ID}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <AlertMessage className={styles.alert}>{formError}</AlertMessage>
      <div className={styles.actions}>
        <Link href={customerBoardHref(board.id)} className={styles.linkButton}>
          {t("cancel")}
        </Link>
        <Button type="submit" disabled={sending}>
          {sending ? t("posting") : t("post")}
        </Button>
      </div>
    </form>
  );
}
