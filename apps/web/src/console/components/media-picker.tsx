"use client";

import { MEDIA_MAX_BYTES, type MediaAsset, mediaMimeTypes, mediaUrlFor } from "@clinic/shared";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import type { LoadMedia, MediaLibrary, UploadAnswer } from "@/console/media/library";
import styles from "./console.module.css";
import picker from "./media-picker.module.css";

interface MediaPickerProps {
  /** The form field that carries the chosen image's address (a hidden input); not with `fillInputId`. */
  name?: string;
  label: string;
  defaultValue?: string | null;
  /** Lists the library when the dialog opens (media/actions.ts listMediaAction bound to the clinic). */
  load: LoadMedia;
  error?: string | undefined;
  /**
   * Fill an existing address input (by id) instead of carrying a hidden value: forms that also accept a typed
   * address keep their text field, and the picker only writes into it (and shows its thumbnail).
   */
  fillInputId?: string;
  /** Hand the chosen address to a form that keeps its values in state (the content editor). */
  onPick?: (url: string) => void;
  /** With `onPick`: the field's current image(s), shown as thumbnails. */
  preview?: string | readonly string[] | null;
  /** The size the storefront shows this image at best ("1920×800px"). */
  recommended?: string | undefined;
}

const MAX_MB = MEDIA_MAX_BYTES / 1024 / 1024;

/** A thumbnail of any stored address (an upload's small copy is used by the library grid, not here). */
function Thumb({ url, label }: { url: string; label: string }) {
  return (
    // biome-ignore lint/performance/noImgElement: any stored address, shown as it is; images.unoptimized
    <img className={picker.preview} src={url} alt={`선택한 ${label}`} loading="lazy" />
  );
}

/**
 * Every image field of the console picks from the clinic's media library: a button opens a dialog with the
 * clinic's uploads and the images the site already shows; a new image can be uploaded right there (it is then
 * chosen). The native <dialog> keeps focus inside and closes with Esc.
 */
export function MediaPicker({
  name,
  label,
  defaultValue,
  load,
  error,
  fillInputId,
  onPick,
  preview,
  recommended,
}: MediaPickerProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState(defaultValue ?? "");
  const [library, setLibrary] = useState<MediaLibrary | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [uploadMessage, setUploadMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  /** With `fillInputId`: what the address input holds now (typed or picked), for the thumbnail. */
  const [filled, setFilled] = useState("");

  useEffect(() => {
    if (!fillInputId) return;
    const target = document.getElementById(fillInputId);
    if (!(target instanceof HTMLInputElement)) return;
    const sync = () => setFilled(target.value.trim());
    sync();
    // Typed text fires input; a value set by a script (another picker, a reset) fires change.
    for (const type of ["input", "change"]) target.addEventListener(type, sync);
    return () => {
      for (const type of ["input", "change"]) target.removeEventListener(type, sync);
    };
  }, [fillInputId]);

  async function open() {
    dialog.current?.showModal();
    if (library !== null) return;
    try {
      setLibrary(await load());
    } catch {
      setLoadError("이미지 목록을 불러오지 못했습니다.");
    }
  }

  function choose(url: string) {
    dialog.current?.close();
    if (onPick) {
      onPick(url);
      return;
    }
    const target = fillInputId ? document.getElementById(fillInputId) : null;
    if (target instanceof HTMLInputElement) {
      target.value = url;
      target.dispatchEvent(new Event("input", { bubbles: true }));
      target.focus();
      return;
    }
    setValue(url);
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || !library) return;
    if (file.size > MEDIA_MAX_BYTES) {
      setUploadMessage({
        ok: false,
        text: `파일이 너무 큽니다. 이미지는 ${MAX_MB}MB 이하만 올릴 수 있습니다. (선택한 파일 ${(file.size / 1024 / 1024).toFixed(1)}MB)`,
      });
      input.value = "";
      return;
    }
    setUploading(true);
    setUploadMessage(null);
    try {
      const form = new FormData();
      form.append("file", file);
      const response = await fetch(library.uploadPath, {
        method: "POST",
        body: form,
        headers: { accept: "application/json" },
      });
      const answer = (await response.json().catch(() => null)) as UploadAnswer | null;
      if (!answer) throw new Error("no answer");
      if (!answer.ok) {
        setUploadMessage({ ok: false, text: answer.message });
        return;
      }
      setLibrary({ ...library, uploads: [answer.asset, ...library.uploads] });
      setUploadMessage({ ok: true, text: `${answer.asset.originalName}을(를) 올렸습니다.` });
      choose(answer.asset.url);
    } catch {
      setUploadMessage({ ok: false, text: "이미지를 올리지 못했습니다. 다시 시도해 주세요." });
    } finally {
      setUploading(false);
      input.value = "";
    }
  }

  const current = onPick ? preview : fillInputId ? filled : value;
  const thumbnails = (Array.isArray(current) ? current : current ? [current] : []).filter(
    (url): url is string => typeof url === "string" && url.trim() !== "",
  );

  function option(key: string, url: string, thumb: string, caption: string) {
    return (
      <li key={key}>
        <button
          type="button"
          className={picker.option}
          aria-pressed={thumbnails.includes(url)}
          onClick={() => choose(url)}
        >
          {/* biome-ignore lint/performance/noImgElement: uploads already have resized copies; images.unoptimized */}
          <img src={thumb} alt="" loading="lazy" />
          <span>{caption}</span>
        </button>
      </li>
    );
  }

  function dialogView() {
    return (
      <dialog ref={dialog} className={picker.dialog} aria-labelledby={`${id}-title`}>
        <div className={picker.head}>
          <h2 id={`${id}-title`}>{`${label} 선택`}</h2>
          <button className={styles.secondary} type="button" onClick={() => dialog.current?.close()}>
            닫기
          </button>
        </div>
        {recommended ? <p className={picker.hint}>권장 크기: {recommended}</p> : null}
        <div className={picker.upload}>
          <label className={styles.label} htmlFor={`${id}-file`}>
            {`새 이미지 올리기 (JPEG, PNG, WebP, GIF · ${MAX_MB}MB 이하)`}
          </label>
          <input
            id={`${id}-file`}
            className={styles.input}
            type="file"
            accept={mediaMimeTypes.join(",")}
            disabled={uploading || library === null}
            aria-busy={uploading}
            aria-describedby={uploadMessage ? `${id}-upload-message` : undefined}
            onChange={upload}
          />
          {uploading ? <p role="status">올리는 중…</p> : null}
          {uploadMessage ? (
            <p
              id={`${id}-upload-message`}
              className={uploadMessage.ok ? styles.notice : styles.alert}
              role={uploadMessage.ok ? "status" : "alert"}
            >
              {uploadMessage.text}
            </p>
          ) : null}
        </div>
        {loadError ? (
          <p className={styles.alert} role="alert">
            {loadError}
          </p>
        ) : library === null ? (
          <p role="status">불러오는 중…</p>
        ) : (
          <>
            <h3 className={picker.section}>올린 이미지 ({library.uploads.length})</h3>
            {library.uploads.length === 0 ? (
              <p className={styles.muted}>아직 올린 이미지가 없습니다. 위에서 올려 주세요.</p>
            ) : (
              <ul className={picker.grid} aria-label="올린 이미지">
                {library.uploads.map((asset: MediaAsset) =>
                  option(
                    `u${asset.id}`,
                    asset.url,
                    mediaUrlFor(asset, 320),
                    `${asset.originalName} · ${asset.width}×${asset.height}`,
                  ),
                )}
              </ul>
            )}
            {library.site.length > 0 ? (
              <>
                <h3 className={picker.section}>사이트에서 쓰는 이미지 ({library.site.length})</h3>
                <ul className={picker.grid} aria-label="사이트에서 쓰는 이미지">
                  {library.site.map((image) =>
                    option(
                      `s${image.url}`,
                      image.url,
                      image.url,
                      `${image.uses[0]?.kindLabel ?? ""} ${image.uses[0]?.title ?? ""}`.trim(),
                    ),
                  )}
                </ul>
              </>
            ) : null}
          </>
        )}
      </dialog>
    );
  }

  const thumbs =
    thumbnails.length > 0 ? (
      <span className={picker.thumbs}>
        {thumbnails.slice(0, 6).map((url) => (
          <Thumb key={url} url={url} label={label} />
        ))}
      </span>
    ) : null;

  if (fillInputId || onPick) {
    return (
      <div className={styles.field}>
        <div className={picker.current}>
          {thumbs}
          <button className={styles.secondary} type="button" onClick={open}>
            {`${label} 라이브러리에서 선택`}
          </button>
        </div>
        {recommended ? <span className={picker.hint}>권장 크기: {recommended}</span> : null}
        {dialogView()}
      </div>
    );
  }

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <div className={picker.current}>
        {thumbs ?? <span className={styles.muted}>선택한 이미지 없음</span>}
        <button
          className={styles.secondary}
          type="button"
          onClick={open}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {`${label} 선택`}
        </button>
        {value ? (
          <button className={styles.secondary} type="button" onClick={() => setValue("")}>
            {`${label} 지우기`}
          </button>
        ) : null}
      </div>
      {recommended ? <span className={picker.hint}>권장 크기: {recommended}</span> : null}
      {error ? (
        <span className={styles.fieldError} id={`${id}-error`}>
          {error}
        </span>
      ) : null}
      {dialogView()}
    </div>
  );
}
