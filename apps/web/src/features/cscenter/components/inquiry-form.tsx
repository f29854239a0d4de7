"use client";

import { HONEYPOT_FIELD, INQUIRY_LIMITS, inquiryCategories } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { formatNumber } from "@/ui/format/intl";
import { localizeHref } from "@/ui/language/language-context";
import { PRIVACY_POLICY_PATH } from "./cscenter-links";
import { describedBy, Field } from "./inquiry-field";
import styles from "./inquiry-form.module.css";
import {
  EMPTY_INQUIRY,
  type FieldErrors,
  firstErrorField,
  type InquiryField,
  type InquiryValues,
  PHONE_MAX_LENGTH,
  validateInquiry,
} from "./inquiry-form-state";
import { sendInquiry } from "./send-inquiry";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

/**
 * The contact page's inquiry form: checked with the shared contract before sending (messages per field, with
 * aria-invalid and aria-describedby), then POSTed to the same-origin /api. Failures are shown here, in the
 * form; none of them is a reason to sign the visitor out.
 */
export function InquiryForm() {
  const t = useTranslations("cscenterClient");
  const language = useLocale();
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;
  const [values, setValues] = useState<InquiryValues>(EMPTY_INQUIRY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const set = <K extends keyof InquiryValues>(key: K, value: InquiryValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A corrected field stops showing its old message; the rest stay until the next submit.
    if (key in errors) {
      setErrors((current) => {
        const next = { ...current };
        delete next[key as InquiryField];
        return next;
      });
    }
  };
  // The outcome takes the focus once it is on screen, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (status.kind === "sent" || status.kind === "failed") statusRef.current?.focus();
  }, [status]);
  const focusField = (field: InquiryField | undefined) => {
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };
  const invalid = (field: InquiryField) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(id(field), { error: errors[field], hint: field === "content" }),
  });

  // The shared contract's messages are Korean: another language says per field what to fix.
  const inLanguage = (found: FieldErrors): FieldErrors =>
    language === "ko"
      ? found
      : Object.fromEntries(Object.keys(found).map((field) => [field, t(`invalid.${field as InquiryField}`)]));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "sending") return;
    const found = validateInquiry(values);
    setErrors(inLanguage(found));
    if (firstErrorField(found)) {
      setStatus({ kind: "idle" });
      focusField(firstErrorField(found));
      return;
    }
    setStatus({ kind: "sending" });
    const outcome = await sendInquiry(values);
    if (outcome.kind === "sent") {
      setValues(EMPTY_INQUIRY);
      setStatus({ kind: "sent" });
    } else if (outcome.kind === "fields") {
      setErrors(inLanguage(outcome.errors));
      setStatus({ kind: "idle" });
      focusField(firstErrorField(outcome.errors));
    } else {
      setStatus({ kind: "failed", message: language === "ko" ? outcome.message : t("failed") });
    }
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-labelledby={id("title")}>
      <h2 id={id("title")} className={styles.title}>
        {t("onlineInquiry")}
      </h2>
      <p className={styles.lead}>
        <span aria-hidden="true">*</span> {t("requiredNote")}
      </p>
      <div className={styles.grid}>
        <Field id={id("category")} label={t("category")} required error={errors.category}>
          <span className={styles.selectWrap}>
            <select
              id={id("category")}
              name="category"
              className={styles.select}
              required
              value={values.category}
              onChange={(event) => set("category", event.target.value)}
              {...invalid("category")}
            >
              <option value="">{t("chooseCategory")}</option>
              {inquiryCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
          </span>
        </Field>
        <Field id={id("name")} label={t("name")} required error={errors.name}>
          <input
            id={id("name")}
            name="name"
            className={styles.input}
            required
            autoComplete="name"
            maxLength={INQUIRY_LIMITS.nameMax}
            value={values.name}
            onChange={(event) => set("name", event.target.value)}
            {...invalid("name")}
          />
        </Field>
        <Field id={id("phone")} label={t("phone")} required error={errors.phone}>
          <input
            id={id("phone")}
            name="phone"
            className={styles.input}
            type="tel"
            inputMode="tel"
            required
            autoComplete="tel"
            placeholder="010-0000-0000"
            maxLength={PHONE_MAX_LENGTH}
            value={values.phone}
            onChange={(event) => set("phone", event.target.value)}
            {...invalid("phone")}
          />
        </Field>
        <Field id={id("email")} label={t("email")} error={errors.email}>
          <input
            id={id("email")}
            name="email"
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set("email", event.target.value)}
            {...invalid("email")}
          />
        </Field>
      </div>
      <Field
        id={id("content")}
        label={t("content")}
        required
        error={errors.content}
        hint={
          <span data-testid="inquiry-counter">
            {t("characters", {
              count: formatNumber(values.content.length, language),
              max: formatNumber(INQUIRY_LIMITS.contentMax, language),
            })}
          </span>
        }
      >
        <textarea
          id={id("content")}
          name="content"
          className={styles.textarea}
          required
          rows={8}
          maxLength={INQUIRY_LIMITS.contentMax}
          placeholder={t("contentPlaceholder")}
          value={values.content}
          onChange={(event) => set("content", event.target.value)}
          {...invalid("content")}
        />
      </Field>
      <div className={styles.consent} data-invalid={errors.privacyAgreed ? true : undefined}>
        <input
          id={id("privacyAgreed")}
          name="privacyAgreed"
          type="checkbox"
          className={styles.checkbox}
          required
          checked={values.privacyAgreed}
          onChange={(event) => set("privacyAgreed", event.target.checked)}
          {...invalid("privacyAgreed")}
        />
        <label htmlFor={id("privacyAgreed")} className={styles.consentLabel}>
          {t("consent")} <span className={styles.required}>{t("required")}</span>
        </label>
        <a
          href={localizeHref(language, PRIVACY_POLICY_PATH)}
          target="_blank"
          rel="noopener"
          className={styles.policyLink}
        >
          {t("viewPolicy")}
          <span className="visually-hidden">{t("newWindow")}</span>
        </a>
        {errors.privacyAgreed ? (
          <p id={`${id("privacyAgreed")}-error`} className={styles.error}>
            {errors.privacyAgreed}
          </p>
        ) : null}
      </div>
      {/* Honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>{t("website")}</label>
        <input
          id={id(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={values[HONEYPOT_FIELD]}
          onChange={(event) => set(HONEYPOT_FIELD, event.target.value)}
        />
      </div>
      <div
        ref={statusRef}
        tabIndex={-1}
        className={styles.status}
        data-kind={status.kind}
        role="status"
        data-testid="inquiry-status"
      >
        {status.kind === "sent" ? t("received") : status.kind === "failed" ? status.message : null}
      </div>
      <button type="submit" className={styles.submit} disabled={status.kind === "sending"}>
        {status.kind === "sending" ? t("sending") : t("send")}
      </button>
    </form>
  );
}
