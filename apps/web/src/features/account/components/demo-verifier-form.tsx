"use client";

import { demoCertificationSchema } from "@clinic/shared";
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
import styles from "./account.module.css";
import { type CertificationResult, confirmCertification, demoCertify } from "./requests";

const FORM_ID = "demo-verifier";
const FIELDS = ["name", "phone", "birthDate", "gender"] as const;
const GENDERS = [
  { value: "FEMALE", key: "female" },
  { value: "MALE", key: "male" },
] as const;

interface DemoValues {
  name: string;
  phone: string;
  birthDate: string;
  gender: string;
}

/**
 * The built-in demo verifier (clinics without an identity provider): the visitor types who they are and the API
 * records it as verified. It says plainly that this is no real verification. The answer's impUid is then
 * confirmed like a provider's (POST /certification/{impUid}), so both modes end the same way.
 */
export function DemoVerifierForm({ onVerified }: { onVerified: (result: CertificationResult) => void }) {
  const t = useTranslations("accountClient");
  const messages = useFormMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DemoValues>({ name: "", phone: "", birthDate: "", gender: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (patch: Partial<DemoValues>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const checked = validateForm(demoCertificationSchema, { ...values });
    if (!checked.ok) {
      setErrors(messages.fields(checked.errors));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSending(true);
    const demo = await demoCertify(checked.data);
    const result = demo.ok ? await confirmCertification(demo.data.impUid) : demo;
    if (result.ok) {
      onVerified(result.data);
      return;
    }
    setSending(false);
    const fieldErrors = result.error.status === 400 ? apiFieldErrors(result.error.fields, FIELDS) : {};
    setErrors(messages.fields(fieldErrors, ACCOUNT_FAILURES));
    if (Object.keys(fieldErrors).length === 0) setFormError(messages.failure(result.error, ACCOUNT_FAILURES));
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${FORM_ID}-title`}
    >
      <p className={styles.demoBadge}>DEMO</p>
      <h2 id={`${FORM_ID}-title`} className={styles.sectionTitle}>
        {t("demoTitle")}
      </h2>
      <p className={styles.note}>{t("demoLead")}</p>
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
        )}
      </FormField>
      <FormField formId={FORM_ID} name="birthDate" label={t("birthDate")} error={errors.birthDate}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="date"
            value={values.birthDate}
            onChange={(event) => change({ birthDate: event.target.value })}
            autoComplete="bday"
          />
        )}
      </FormField>
      <fieldset
        className={styles.choiceField}
        aria-describedby={errors.gender ? `${FORM_ID}-gender-error` : undefined}
      >
        <legend className={styles.fieldLabel}>{t("gender")}</legend>
        <div className={styles.radios}>
          {GENDERS.map((gender) => (
            <label key={gender.value} className={styles.check}>
              <input
                type="radio"
                name="gender"
                value={gender.value}
                checked={values.gender === gender.value}
                aria-invalid={Boolean(errors.gender)}
                onChange={() => change({ gender: gender.value })}
              />
              {t(gender.key)}
            </label>
          ))}
        </div>
      </fieldset>
      {errors.gender ? (
        <p id={`${FORM_ID}-gender-error`} className={styles.fieldError}>
          {t("chooseGender")}
        </p>
      ) : null}
      <AlertMessage className={styles.alert}>{formError}</AlertMessage>
      <Button type="submit" fullWidth disabled={sending}>
        {sending ? t("verifying") : t("demoDone")}
      </Button>
    </form>
  );
}
