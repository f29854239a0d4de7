"use client";

import type { ContentUse } from "@clinic/shared";
import { useRef, useState, useTransition } from "react";
import styles from "@/console/components/console.module.css";
import { AlertMessage } from "@/ui/alert/alert-message";
import { deleteMediaAction } from "../actions";
import media from "../media.module.css";
import { UseList } from "./use-list";

/**
 * Deleting an image: one the site still shows cannot be deleted (decision 0033), so the button opens a dialog
 * naming those places with links to change them; an unused one is deleted after a confirmation.
 */
export function DeleteMediaButton({
  partnerId,
  mediaId,
  name,
  uses,
}: {
  partnerId: number;
  mediaId: number;
  name: string;
  uses: ContentUse[];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, start] = useTransition();

  function remove() {
    setMessage(null);
    start(async () => {
      const result = await deleteMediaAction(partnerId, mediaId);
      if (!result.ok) {
        setMessage(result.message);
        dialog.current?.showModal();
      } else dialog.current?.close();
    });
  }

  return (
    <>
      <button
        className={styles.secondary}
        type="button"
        aria-label={`${name} 삭제`}
        disabled={pending}
        onClick={() => dialog.current?.showModal()}
      >
        삭제
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`delete-${mediaId}-title`}>
        <h2 id={`delete-${mediaId}-title`}>
          {uses.length > 0 ? "사용 중인 이미지는 삭제할 수 없습니다" : "이미지를 삭제할까요?"}
        </h2>
        <p className={media.dialogName}>{name}</p>
        <AlertMessage className={styles.alert}>{message}</AlertMessage>
        {uses.length > 0 ? (
          <>
            <p>
              아래 {uses.length}곳에서 이 이미지를 보여 줍니다. 그곳의 이미지를 먼저 바꾼 뒤 삭제해 주세요.
            </p>
            <UseList partnerId={partnerId} uses={uses} />
          </>
        ) : (
          <p>홈페이지에서 쓰지 않는 이미지입니다. 삭제하면 라이브러리에서 사라집니다.</p>
        )}
        <div className={media.dialogActions}>
          <button className={styles.secondary} type="button" onClick={() => dialog.current?.close()}>
            {uses.length > 0 ? "닫기" : "취소"}
          </button>
          {uses.length === 0 ? (
            <button className={styles.danger} type="button" onClick={remove} disabled={pending}>
              {pending ? "삭제 중…" : "삭제"}
            </button>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
