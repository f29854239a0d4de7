"use client";

import { MEDIA_MAX_BYTES, mediaMimeTypes } from "@clinic/shared";
import { type FormEvent, useState } from "react";
import styles from "@/console/components/console.module.css";

/**
 * A plain multipart form posting to upload/route.ts (it works before hydration too); with JavaScript an
 * oversize file is refused here without sending it. The API still checks type and size by content.
 */
export function UploadForm({ action }: { action: string }) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) {
      event.preventDefault();
      setError("올릴 이미지 파일을 선택해 주세요.");
      return;
    }
    if (file.size > MEDIA_MAX_BYTES) {
      event.preventDefault();
      setError(`파일은 ${MEDIA_MAX_BYTES / 1024 / 1024}MB 이하만 올릴 수 있습니다.`);
      return;
    }
    setError(null);
    setSending(true);
  }

  return (
    <form
      className={styles.form}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
    >
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="media-file">
            이미지 파일 (JPEG, PNG, WebP, GIF · 10MB 이하)
          </label>
          <input
            className={styles.input}
            id="media-file"
            name="file"
            type="file"
            required
            accept={mediaMimeTypes.join(",")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "media-file-error" : undefined}
            onChange={() => setError(null)}
          />
          {error ? (
            <span className={styles.fieldError} id="media-file-error" role="alert">
              {error}
            </span>
          ) : null}
        </div>
        <button className={styles.button} type="submit" disabled={sending} aria-busy={sending}>
          {sending ? "올리는 중…" : "올리기"}
        </button>
      </div>
    </form>
  );
}
