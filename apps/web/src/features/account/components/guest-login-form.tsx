"use client";

import { authMessages, guestSigninSchema, SMS_CODE_LENGTH, smsCodeRequestSchema } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { type FormEvent, useRef, useState } from "react";
import {
  apiFieldErrors,
  type FieldErrors,
  validateForm,
} from "@/features/customer-boards/components/form-errors";
import { FormField, focusFirstInvalid } from "@/features/customer-boards/components/form-field";
import { ACCOUNT_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { AlertMessage } from "@/ui/alert/alert-message";
import { useLanguage } from "@/ui/language/language-context";
import styles from "./account.module.css";
import { deadlineAfter, formatCountdown, secondsUntil } from "./code-timer";
import { useFinishSignIn } from "./finish-sign-in";
import { guestSignIn, requestGuestCode } from "./requests";
import { useTicker } from "./use-ticker";

const FORM_ID = "guest-login";
const FIELDS = ["name", "phone", "code"] as const;

/** Deadlines (epoch ms) of the code last sent: when it expires and when another may be sent. */
interface SentCode {
  expiresAt: number;
  resendAt: number;
}

/**
 * Guest sign-in (비회원 로그인): name and phone, a 6-digit code by SMS with its 5-minute countdown and the resend
 * cooldown the API answered, then POST /api/guest-signin. The API's refusals (wrong or expired code, too many
 * requests) are shown on the form in its own Korean words, on a foreign page in the catalogue's (issue 29).
 */
export function GuestLoginForm() {
  const t = useTranslations("accountClient");
  const language = useLanguage();
  const messages = useFormMessages();
  const finish = useFinishSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ name: "", phone: "", code: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const now = useTicker(sent !== null);
  const codeSeconds = secondsUntil(sent?.expiresAt ?? null, now);
  const resendSeconds = secondsUntil(sent?.resendAt ?? null, now);

  function change(patch: Partial<typeof values>) {
    setValues((current) => ({ ...current, ...patch }));
    // A code belongs to the number it was sent to: a new number needs a new code.
    if (patch.phone !== undefined) setSent(null);
  }

  function showFailure(error: {
    status: number;
    message: string;
    fields?: { path: string; message: string }[];
  }) {
    const fieldErrors = error.status === 400 ? apiFieldErrors(error.fields, FIELDS) : {};
    setErrors(messages.fields(fieldErrors, ACCOUNT_FAILURES));
    if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(formRef.current);
    else setFormError(messages.failure(error, ACCOUNT_FAILURES));
  }

  async function requestCode() {
    if (requesting) return;
    setFormError(null);
    const checked = validateForm(smsCodeRequestSchema, { phone: values.phone });
    if (!checked.ok) {
      setErrors(messages.fields(checked.errors));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setRequesting(true);
    // The code's text message is written in the page's language (issue 29).
    const answer = await requestGuestCode(checked.data.phone, language);
    setRequesting(false);
    if (!answer.ok) {
      showFailure(answer.error);
      return;
    }
    const at = Date.now();
    setSent({
      expiresAt: deadlineAfter(answer.data.expiresInSeconds, at),
      resendAt: deadlineAfter(answer.data.resendAfterSeconds, at),
    });
    setValues((current) => ({ ...current, code: "" }));
    requestAnimationFrame(() => codeRef.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signingIn) return;
    setFormError(null);
    if (sent === null) {
      setFormError(t("pressSendFirst"));
      return;
    }
    if (codeSeconds === 0) {
      setFormError(messages.text(authMessages.codeExpired, "codeExpired"));
      return;
    }
    const checked = validateForm(guestSigninSchema, { ...values });
    if (!checked.ok) {
      setErrors(messages.fields(checked.errors));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSigningIn(true);
    const answer = await guestSignIn(checked.data);
    if (answer.ok) {
      finish(answer.data);
      return;
    }
    setSigningIn(false);
    showFailure(answer.error);
  }

  const resendLabel = sent === null ? t("getCode") : t("resend");
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t("guestForm")}>
      <p className={styles.lead}>{t("guestLead")}</p>
      <FormField formId={FORM_ID} name="name" label={t("name")} error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            value={values.name}
            onChange={(event) => change({ name: event.target.value })}
            autoComplete="name"
          />
        )}
      </FormField>
      <FormField formId={FORM_ID} name="phone" label={t("phone")} error={errors.phone}>
        {(control) => (
          <div className={styles.inline}>
            <input
              {...control}
              className={styles.input}
              type="tel"
              inputMode="numeric"
              placeholder="01012345678"
              value={values.phone}
              onChange={(event) => change({ phone: event.target.value })}
              autoComplete="tel"
            />
            <Button variant="line" onClick={requestCode} disabled={requesting || resendSeconds > 0}>
              {resendSeconds > 0 ? `${resendLabel} (${formatCountdown(resendSeconds)})` : resendLabel}
            </Button>
          </div>
        )}
      </FormField>
      {sent !== null ? (
        <FormField
          formId={FORM_ID}
          name="code"
          label={t("code")}
          error={errors.code}
          hint={codeSeconds > 0 ? t("codeSent") : messages.text(authMessages.codeExpired, "codeExpired")}
        >
          {(control) => (
            <div className={styles.inline}>
              <input
                {...control}
                ref={codeRef}
                className={styles.input}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={SMS_CODE_LENGTH}
                placeholder={t("codeDigits", { length: SMS_CODE_LENGTH })}
                value={values.code}
                onChange={(event) => change({ code: event.target.value.replace(/\D/g, "") })}
              />
              <span className={styles.timer} role="timer" aria-label={t("timeLeft")}>
                {formatCountdown(codeSeconds)}
              </span>
            </div>
          )}
        </FormField>
      ) : null}
      <AlertMessage className={styles.alert}>{formError}</AlertMessage>
      <Button type="submit" fullWidth disabled={signingIn}>
        {signingIn ? t("guestLoggingIn") : t("guestForm")}
      </Button>
    </form>
  );
}
