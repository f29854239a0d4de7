"use client";

import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language, languagePath } from "@clinic/shared";
import { FieldGroup } from "@/console/settings/components/fields";
import styles from "@/console/settings/components/settings.module.css";
import { type SettingsAction, SettingsForm } from "@/console/settings/components/settings-form";

/** What each language is called in the console, beside its own name. */
const KOREAN_NAMES: Record<Language, string> = {
  ko: "한국어",
  en: "영어",
  ja: "일본어",
  "zh-CN": "중국어 간체",
  "zh-TW": "중국어 번체",
};

/**
 * The languages the clinic's site is read in (issue 29). Korean is the site itself and stays on; each other one
 * adds its pages under its own address (`/en/…`) and a language switcher to the header.
 */
export function LanguagesForm({ action, stored }: { action: SettingsAction; stored: Language[] }) {
  return (
    <SettingsForm action={action} label="언어">
      {() => (
        <FieldGroup legend="홈페이지 언어">
          {LANGUAGES.map((language) => {
            const id = `field-language-${language}`;
            const fixed = language === DEFAULT_LANGUAGE;
            return (
              <div key={language} className={styles.check}>
                <input
                  type="checkbox"
                  id={id}
                  name="languages"
                  value={language}
                  defaultChecked={fixed || stored.includes(language)}
                  disabled={fixed}
                />
                <label htmlFor={id}>
                  {KOREAN_NAMES[language]} ({LANGUAGE_NAMES[language]}) · 주소 {languagePath(language, "/")}
                  {fixed ? " · 늘 켜져 있습니다" : ""}
                </label>
              </div>
            );
          })}
        </FieldGroup>
      )}
    </SettingsForm>
  );
}
