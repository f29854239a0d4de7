"use client";

import { useState } from "react";
import { customerWithdrawn, signOut } from "@/features/session/client";
import { Button } from "@/features/shell/components/ui/button";
import { useRouter } from "@/ui/language/navigation";
import account from "./account.module.css";
import styles from "./my-page.module.css";
import { withdraw } from "./requests";

/** 로그아웃: the session ends on the server and in the browser; signOut() takes the visitor home. */
export function LogoutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="line"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOut();
      }}
    >
      로그아웃
    </Button>
  );
}

/**
 * 회원 탈퇴 behind a confirmation step (an inline panel rather than window.confirm, so it reads like the rest of
 * the page and works with assistive technology): PUT /customers/this {status: "WITHDRAWN"} → /goodbye.
 */
export function WithdrawSection() {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setError(null);
    const answer = await withdraw();
    if (answer.ok) {
      customerWithdrawn();
      router.replace("/goodbye");
      return;
    }
    setSending(false);
    setError(answer.error.message);
  }

  if (!confirming) {
    return (
      <div className={styles.buttons}>
        <Button variant="text" onClick={() => setConfirming(true)}>
          회원 탈퇴
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.confirm} aria-labelledby="withdraw-title">
      <p id="withdraw-title" className={styles.confirmTitle}>
        정말 탈퇴하시겠습니까?
      </p>
      <p className={styles.dangerText}>
        탈퇴하면 계정과 개인정보가 삭제되고 모든 기기에서 로그아웃됩니다. 삭제된 정보는 되돌릴 수 없습니다.
      </p>
      {error ? (
        <p className={account.alert} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="line" disabled={sending} onClick={() => setConfirming(false)}>
          취소
        </Button>
        <Button disabled={sending} onClick={confirm}>
          {sending ? "처리 중…" : "탈퇴하기"}
        </Button>
      </div>
    </section>
  );
}
