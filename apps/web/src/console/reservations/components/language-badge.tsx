import { LANGUAGE_NAMES, type Language } from "@clinic/shared";
import styles from "./desk.module.css";

/** The languages' Korean names, for the desk's own words about them. */
const KOREAN_NAMES: Record<Language, string> = {
  ko: "한국어",
  en: "영어",
  ja: "일본어",
  "zh-CN": "중국어(간체)",
  "zh-TW": "중국어(번체)",
};

/**
 * The language a patient booked in, beside their name when it is not Korean (issue 29): the desk knows to speak
 * it, and that the patient's messages go in it. Written in that language ("日本語"), as the patient would name it.
 */
export function LanguageBadge({ language }: { language: Language }) {
  if (language === "ko") return null;
  const said = `${KOREAN_NAMES[language]} 예약: 안내 문자가 ${KOREAN_NAMES[language]}로 발송됩니다`;
  return (
    <span className={styles.language} data-testid="booking-language" data-language={language} title={said}>
      <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      <span className="visually-hidden"> ({KOREAN_NAMES[language]} 예약)</span>
    </span>
  );
}
