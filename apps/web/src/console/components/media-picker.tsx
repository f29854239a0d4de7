"use client";

import { type MediaAsset, mediaUrlFor } from "@clinic/shared";
import { useId, useRef, useState } from "react";
import styles from "./console.module.css";
import picker from "./media-picker.module.css";

interface MediaPickerProps {
  /** The form field that carries the chosen image's address (a hidden input); not with `fillInputId`. */
  name?: string;
  label: string;
  defaultValue?: string | null;
  /** The clinic's images, when the page already has them … */
  assets?: MediaAsset[];
  /** … or a server action that lists them when the dialog opens (media/_actions.ts listMediaAction bound to the clinic). */
  load?: () => Promise<MediaAsset[]>;
  error?: string | undefined;
  /**
   * Fill an existing address input (by id) instead of carrying a hidden value: forms that also accept a typed
   * address keep their text field, and the picker only writes into it.
   */
  fillInputId?: string;
  /** Hand the chosen address to a form that keeps its values in state (the content editor). */
  onPick?: (url: string) => void;
}

/**
 * Every image field of the console picks from the clinic's media library: a button opens a dialog with the
 * images, choosing one sets the hidden input's value to its address. The native <dialog> keeps focus inside
 * and closes with Esc.
 */
export function MediaPicker({
  name,
  label,
  defaultValue,
  assets,
  load,
  error,
  fillInputId,
  onPick,
}: MediaPickerProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState(defaultValue ?? "");
  const [items, setItems] = useState<MediaAsset[] | null>(assets ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);

  async function open() {
    dialog.current?.showModal();
    if (items !== null || !load) return;
    try {
      setItems(await load());
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
      target.focus();
      return;
    }
    setValue(url);
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
        {loadError ? (
          <p className={styles.alert} role="alert">
            {loadError}
          </p>
        ) : items === null ? (
          <p role="status">불러오는 중…</p>
        ) : items.length === 0 ? (
          <p className={styles.muted}>미디어 메뉴에서 이미지를 먼저 올려 주세요.</p>
        ) : (
          <ul className={picker.grid}>
            {items.map((asset) => (
              <li key={asset.id}>
                <button
                  type="button"
                  className={picker.option}
                  aria-pressed={asset.url === value}
                  onClick={() => choose(asset.url)}
                >
                  {/* biome-ignore lint/performance/noImgElement: uploads already have resized copies; images.unoptimized */}
                  <img src={mediaUrlFor(asset, 320)} alt="" loading="lazy" />
                  <span>{asset.originalName}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </dialog>
    );
  }

  if (fillInputId || onPick) {
    return (
      <div className={styles.field}>
        <button className={styles.secondary} type="button" onClick={open}>
          {`${label} 라이브러리에서 선택`}
        </button>
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
        {value ? (
          // biome-ignore lint/performance/noImgElement: any stored address, shown as it is; images.unoptimized
          <img className={picker.preview} src={value} alt={`선택한 ${label}`} />
        ) : (
          <span className={styles.muted}>선택한 이미지 없음</span>
        )}
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
      {error ? (
        <span className={styles.fieldError} id={`${id}-error`}>
          {error}
        </span>
      ) : null}
      {dialogView()}
    </div>
  );
}
