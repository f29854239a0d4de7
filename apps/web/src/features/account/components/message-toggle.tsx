"use client";

import type { Customer } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ACCOUNT_FAILURES } from "@/features/i18n/known-failures";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { customerUpdated } from "@/features/session/client";
import styles from "./my-page.module.css";
import { type AccountResult, updateMarketing, updateReminders } from "./requests";

interface MessageSetting {
  label: string;
  /** One line under the switch, read with it by screen readers. */
  help?: string;
  save(next: boolean): Promise<AccountResult<Customer>>;
  valueOf(customer: Customer): boolean;
  /** What the status line says once the API saved the choice. */
  saved: { on: string; off: string };
}

/**
 * The messages a customer chooses to receive. Kept here rather than passed in: the my-page is a server component
 * and cannot hand functions to this client one.
 */
const SETTINGS = {
  // PUT /customers/this/marketing-receivable (the API records when the choice was made).
  marketing: {
    label: "이벤트·혜택 등 마케팅 정보 수신 (SMS, 이메일)",
    save: updateMarketing,
    valueOf: (customer) => customer.marketingReceivable,
    saved: { on: "마케팅 정보 수신에 동의했습니다.", off: "마케팅 정보 수신을 해제했습니다." },
  },
  // PUT /customers/this/reminders: only the day-before and same-day reminders are skipped while off.
  reminders: {
    label: "예약 알림 받기 (전날·당일 알림)",
    help: "예약 접수·확정·취소 안내는 이 설정과 관계없이 보내 드립니다.",
    save: updateReminders,
    valueOf: (customer) => customer.remindersReceivable,
    saved: { on: "예약 알림을 받도록 설정했습니다.", off: "예약 알림을 받지 않도록 설정했습니다." },
  },
} as const satisfies Record<string, MessageSetting>;

export type MessageKind = keyof typeof SETTINGS;

/** The settings' texts in the page's language (accountClient); SETTINGS keeps the Korean for reference. */
const TEXT_KEYS = {
  marketing: { label: "marketingLabel", on: "marketingOn", off: "marketingOff" },
  reminders: { label: "reminderLabel", on: "reminderOn", off: "reminderOff" },
} as const;

/** One message setting on or off; the switch shows the value the API saved, not the one clicked. */
export function MessageToggle({ kind, initial }: { kind: MessageKind; initial: boolean }) {
  const t = useTranslations("accountClient");
  const messages = useFormMessages();
  const setting: MessageSetting = SETTINGS[kind];
  const [on, setOn] = useState(initial);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState("");
  const statusId = `${kind}-status`;
  const helpId = `${kind}-help`;

  async function toggle(next: boolean) {
    setSending(true);
    setStatus("");
    const answer = await setting.save(next);
    setSending(false);
    if (answer.ok) {
      customerUpdated(answer.data);
      const saved = setting.valueOf(answer.data);
      setOn(saved);
      setStatus(saved ? t(TEXT_KEYS[kind].on) : t(TEXT_KEYS[kind].off));
    } else {
      setStatus(messages.failure(answer.error, ACCOUNT_FAILURES));
    }
  }

  return (
    <div>
      <label className={styles.switchRow}>
        <span>{t(TEXT_KEYS[kind].label)}</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          className={styles.switch}
          checked={on}
          disabled={sending}
          onChange={(event) => toggle(event.target.checked)}
          aria-describedby={setting.help ? `${helpId} ${statusId}` : statusId}
        />
      </label>
      {setting.help ? (
        <p id={helpId} className={styles.help}>
          {t("reminderHelp")}
        </p>
      ) : null}
      <p id={statusId} className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
