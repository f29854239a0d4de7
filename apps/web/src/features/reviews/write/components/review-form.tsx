"use client";

import { HONEYPOT_FIELD, REVIEW_LIMITS } from "@clinic/shared";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type ReviewPageLanguage, reviewLocales, reviewTexts } from "../../dictionary";
import {
  EMPTY_REVIEW,
  type ReviewErrors,
  type ReviewField,
  type ReviewValues,
  reviewErrorsIn,
  validateReview,
} from "../../review-form-state";
import { sendReview } from "../../send-review";
import { ReviewOutcome } from "./review-outcome";
import styles from "./review-page.module.css";
import { StarRating } from "./star-rating";

type Status =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "done"; outcome: "thanks" | "submitted" | "expired" }
  | { kind: "failed"; message: string };

/**
 * The review form of an open link: stars, text with a counter and a honeypot, checked with the shared contract
 * before sending. Afterwards the form gives way to the thanks (or, when the link ran out meanwhile, the expiry).
 */
export function ReviewForm({
  token,
  language,
  clinic,
}: {
  token: string;
  language: ReviewPageLanguage;
  clinic: string;
}) {
  const texts = reviewTexts[language];
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;
  const [values, setValues] = useState<ReviewValues>(EMPTY_REVIEW);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const failedRef = useRef<HTMLParagraphElement>(null);
  const counter = new Intl.NumberFormat(reviewLocales[language]);

  useEffect(() => {
    if (status.kind === "done") outcomeRef.current?.focus();
    if (status.kind === "failed") failedRef.current?.focus();
  }, [status]);

  const set = <K extends keyof ReviewValues>(key: K, value: ReviewValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A corrected field stops showing its old message; the other keeps its own until the next submit.
    if (key in errors) setErrors(({ [key as ReviewField]: _fixed, ...rest }) => rest);
  };
  const focusFirstError = (found: ReviewErrors) => {
    const selector = found.rating
      ? 'input[name="rating"]'
      : found.content
        ? 'textarea[name="content"]'
        : null;
    if (selector) formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "sending") return;
    const found = validateReview(values, texts);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: "idle" });
      focusFirstError(found);
      return;
    }
    setStatus({ kind: "sending" });
    const outcome = await sendReview(token, values);
    if (outcome.kind === "sent") setStatus({ kind: "done", outcome: "thanks" });
    else if (outcome.kind === "submitted" || outcome.kind === "expired")
      setStatus({ kind: "done", outcome: outcome.kind });
    else if (outcome.kind === "fields") {
      // The API's field messages are Korean: another language says it in its own words.
      setErrors(language === "ko" ? outcome.errors : reviewErrorsIn(outcome.errors, values, texts));
      setStatus({ kind: "idle" });
      focusFirstError(outcome.errors);
    } else {
      // The API's reasons are Korean; other languages get their own general message.
      setStatus({ kind: "failed", message: (language === "ko" && outcome.message) || texts.errors.failed });
    }
  }

  if (status.kind === "done") {
    return (
      <ReviewOutcome kind={status.outcome} language={language} clinic={clinic} headingRef={outcomeRef} />
    );
  }
  const contentDescribedBy = [errors.content ? id("content-error") : null, id("content-hint")]
    .filter(Boolean)
    .join(" ");
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} data-testid="review-form">
      <p className={styles.lead}>
        <span aria-hidden="true">*</span> {texts.requiredNote}
      </p>
      <StarRating
        name="rating"
        legend={texts.rating}
        value={values.rating}
        onChange={(rating) => set("rating", rating)}
        starLabel={texts.star}
        error={errors.rating}
        errorId={id("rating-error")}
      />
      <div className={styles.field} data-invalid={errors.content ? true : undefined}>
        <label htmlFor={id("content")} className={styles.label}>
          {texts.content}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={id("content")}
          name="content"
          className={styles.textarea}
          required
          rows={8}
          maxLength={REVIEW_LIMITS.contentMax}
          placeholder={texts.placeholder}
          value={values.content}
          onChange={(event) => set("content", event.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={contentDescribedBy}
        />
        <div id={id("content-hint")} className={styles.hint} data-testid="review-counter">
          {counter.format(values.content.length)} / {counter.format(REVIEW_LIMITS.contentMax)}{" "}
          {texts.counterUnit}
        </div>
        {errors.content ? (
          <p id={id("content-error")} className={styles.error}>
            {errors.content}
          </p>
        ) : null}
      </div>
      {/* Honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>Website</label>
        <input
          id={id(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={values[HONEYPOT_FIELD]}
          onChange={(event) => set(HONEYPOT_FIELD, event.target.value)}
        />
      </div>
      {status.kind === "failed" ? (
        <p ref={failedRef} tabIndex={-1} className={styles.failed} role="alert">
          {status.message}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={status.kind === "sending"}>
        {status.kind === "sending" ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
