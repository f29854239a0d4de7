"use client";

import { useTranslations } from "next-intl";
import { type KeyboardEvent, useState } from "react";
import styles from "./account.module.css";
import { GuestLoginForm } from "./guest-login-form";
import { MemberLogin } from "./member-login";

const TABS = [
  { id: "member", key: "memberTab" },
  { id: "guest", key: "guestTab" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** /login's two ways in, as tabs (arrow keys move between them, as the ARIA tabs pattern expects). */
export function LoginPanel() {
  const t = useTranslations("accountClient");
  const [selected, setSelected] = useState<TabId>("member");

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = selected === "member" ? "guest" : "member";
    setSelected(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  }

  return (
    <div className={styles.card}>
      <div className={styles.tabs} role="tablist" aria-label={t("loginMethods")} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`login-tab-${tab.id}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected === tab.id}
            aria-controls={`login-panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {t(tab.key)}
          </button>
        ))}
      </div>
      <div id={`login-panel-${selected}`} role="tabpanel" aria-labelledby={`login-tab-${selected}`}>
        {selected === "member" ? <MemberLogin /> : <GuestLoginForm />}
      </div>
    </div>
  );
}
