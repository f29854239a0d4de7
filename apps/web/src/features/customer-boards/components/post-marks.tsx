import { useTranslations } from "next-intl";
import styles from "./post-marks.module.css";

/** Padlock glyph of a private post, with "비밀글" for screen readers (the icon itself is decorative). */
export function PrivateMark() {
  const t = useTranslations("customerBoards");
  return (
    <span className={styles.lock} data-testid="private-mark">
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <rect x="5" y="10.5" width="14" height="10" rx="2" stroke="currentColor" strokeWidth="1.8" />
        <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="visually-hidden">{t("private")}</span>
    </span>
  );
}

/** 답변완료 once the clinic has answered, 답변대기 until then. */
export function AnswerStatus({ answerCount }: { answerCount: number }) {
  const t = useTranslations("customerBoards");
  const answered = answerCount > 0;
  return (
    <span className={styles.status} data-answered={answered || undefined}>
      {answered ? t("answered") : t("waiting")}
    </span>
  );
}
