"use client";

import { useRef, useState, useTransition } from "react";
import base from "@/console/components/console.module.css";
import { AlertMessage } from "@/ui/alert/alert-message";
import styles from "./patients.module.css";

/**
 * The privacy deletion behind a native <dialog>: it says what is kept and what is erased before anything happens.
 * Managers and owners only (the page leaves the button out for staff; the API refuses them anyway).
 */
export function ErasePatientButton({
  name,
  erase,
}: {
  name: string;
  erase: () => Promise<{ ok: boolean; message?: string }>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function confirm() {
    setMessage(null);
    start(async () => {
      // On success the action redirects to the list; only a refusal comes back here.
      const result = await erase();
      if (!result.ok) setMessage(result.message ?? "삭제하지 못했습니다.");
    });
  }

  return (
    <>
      <button className={base.danger} type="button" onClick={() => dialog.current?.showModal()}>
        환자 정보 삭제
      </button>
      <dialog ref={dialog} className={base.dialog} aria-labelledby="erase-patient-title">
        <h2 id="erase-patient-title">{name}님의 정보를 삭제할까요?</h2>
        <p>되돌릴 수 없습니다.</p>
        <ul className={styles.dialogList}>
          <li>이름, 연락처, 직원 메모, 예약 메모와 이 환자에게 보낸 메시지 내용이 지워집니다.</li>
          <li>앞으로의 예약은 취소되고 자리가 풀립니다. 취소 안내는 보내지 않습니다.</li>
          <li>지난 예약의 날짜, 시술, 금액, 상태는 병원 기록으로 남습니다.</li>
        </ul>
        <AlertMessage className={base.alert}>{message}</AlertMessage>
        <div className={styles.dialogActions}>
          <button className={base.secondary} type="button" onClick={() => dialog.current?.close()}>
            취소
          </button>
          <button className={base.danger} type="button" onClick={confirm} disabled={pending}>
            {pending ? "삭제 중…" : "삭제"}
          </button>
        </div>
      </dialog>
    </>
  );
}
