"use client";

import { useState } from "react";
import { customerUpdated } from "@/features/session/client";
import styles from "./my-page.module.css";
import { updateMarketing } from "./requests";

/** Marketing messages on or off: PUT /customers/this/marketing-receivable; the switch shows the saved value. */
export function MarketingToggle({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState("");

  async function toggle(next: boolean) {
    setSending(true);
    setStatus("");
    const answer = await updateMarketing(next);
    setSending(false);
    if (answer.ok) {
      customerUpdated(answer.data);
      setOn(answer.data.marketingReceivable);
      setStatus(
        answer.data.marketingReceivable
          ? "마케팅 정보 수신에 동의했습니다."
          : "마케팅 정보 수신을 해제했습니다.",
      );
    } else {
      setStatus(answer.error.message);
    }
  }

  return (
    <div>
      <label className={styles.switchRow}>
        <span>이벤트·혜택 등 마케팅 정보 수신 (SMS, 이메일)</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          className={styles.switch}
          checked={on}
          disabled={sending}
          onChange={(event) => toggle(event.target.checked)}
          aria-describedby="marketing-status"
        />
      </label>
      <p id="marketing-status" className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
