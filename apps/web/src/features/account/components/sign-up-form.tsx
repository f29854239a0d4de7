"use client";

import { signupSchema } from "@clinic/shared";
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
import { signedIn } from "@/features/session/client";
import { Button } from "@/features/shell/components/ui/button";
import { pushToDataLayer } from "@/features/tracking/data-layer";
import { signUpEvent } from "@/features/tracking/events";
import { useRouter } from "@/ui/language/navigation";
import styles from "./account.module.css";
import { ConsentCheck } from "./consent-check";
import { signUp } from "./requests";
import { forgetVerifiedIdentity, type VerifiedIdentity } from "./verified-identity";

const FORM_ID = "sign-up";
const FIELDS = ["email", "agreeTerms", "agreePrivacy", "marketingReceivable"] as const;

interface SignUpFormProps {
  identity: VerifiedIdentity;
  /** The verification can no longer be used (expired, used): start again. */
  onRestart: () => void;
}

/**
 * The sign-up form after identity verification: the two required consents (each with its document in a new tab),
 * marketing (optional) and an e-mail address (optional); POST /api/signup signs the new member in → /welcome.
 */
export function SignUpForm({ identity, onRestart }: SignUpFormProps) {
  const t = useTranslations("accountClient");
  const messages = useFormMessages();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    email: "",
    agreeTerms: false,
    agreePrivacy: false,
    marketingReceivable: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const allChecked = values.agreeTerms && values.agreePrivacy && values.marketingReceivable;

  const change = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  const checkAll = (checked: boolean) =>
    change({ agreeTerms: checked, agreePrivacy: checked, marketingReceivable: checked });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const input = { impUid: identity.impUid, ...values };
    const checked = validateForm(signupSchema, input);
    if (!checked.ok) {
      setErrors(messages.fields(checked.errors));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSending(true);
    const answer = await signUp({ ...input, email: checked.data.email ?? "" });
    if (answer.ok) {
      forgetVerifiedIdentity();
      // The account exists now: sign_up, then signedIn's login event.
      pushToDataLayer(signUpEvent());
      signedIn(answer.data);
      router.replace("/welcome");
      return;
    }
    setSending(false);
    const fieldErrors = answer.error.status === 400 ? apiFieldErrors(answer.error.fields, FIELDS) : {};
    setErrors(messages.fields(fieldErrors, ACCOUNT_FAILURES));
    if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(formRef.current);
    else setFormError(messages.failure(answer.error, ACCOUNT_FAILURES));
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t("signUpForm")}>
      <p className={styles.note}>
        {t.rich("verifiedNote", { name: identity.name, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <div className={styles.consents}>
        <label className={styles.check}>
          <input type="checkbox" checked={allChecked} onChange={(event) => checkAll(event.target.checked)} />
          {t("agreeAll")}
        </label>
        <ConsentCheck
          formId={FORM_ID}
          name="agreeTerms"
          label={t("agreeTerms")}
          href="/terms/terms-of-service"
          checked={values.agreeTerms}
          error={errors.agreeTerms}
          onChange={(agreeTerms) => change({ agreeTerms })}
        />
        <ConsentCheck
          formId={FORM_ID}
          name="agreePrivacy"
          label={t("agreePrivacy")}
          href="/terms/privacy-policy"
          checked={values.agreePrivacy}
          error={errors.agreePrivacy}
          onChange={(agreePrivacy) => change({ agreePrivacy })}
        />
        <ConsentCheck
          formId={FORM_ID}
          name="marketingReceivable"
          label={t("agreeMarketing")}
          checked={values.marketingReceivable}
          onChange={(marketingReceivable) => change({ marketingReceivable })}
        />
      </div>
      <FormField formId={FORM_ID} name="email" label={t("emailOptional")} error={errors.email}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="email"
            value={values.email}
            onChange={(event) => change({ email: event.target.value })}
            autoComplete="email"
            placeholder="example@email.com"
          />
        )}
      </FormField>
      {formError ? (
        <div className={styles.alert} role="alert">
          <p>{formError}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {formError ? (
          <Button variant="line" onClick={onRestart}>
            {t("verifyAgain")}
          </Button>
        ) : null}
        <Button type="submit" disabled={sending}>
          {sending ? t("joining") : t("join")}
        </Button>
      </div>
    </form>
  );
}
