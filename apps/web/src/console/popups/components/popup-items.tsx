"use client";

import type { ConsolePopup } from "@clinic/shared";
import { useState } from "react";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { MediaPicker } from "@/console/components/media-picker";
import type { LoadMedia } from "@/console/media/library";
import { IMAGE_SIZES } from "@/console/media/recommended-sizes";
import { CheckboxField, FieldGroup } from "@/console/settings/components/fields";
import styles from "@/console/settings/components/settings.module.css";
import { errorFor, type SettingsFormState, shown, shownChecked } from "@/console/settings/lib/form-data";
import { AlertMessage } from "@/ui/alert/alert-message";

type Item = ConsolePopup["popupItems"][number];
const EMPTY: Item = {
  id: 0,
  title: "",
  weight: 0,
  devices: ["PC", "MOBILE"],
  pcContent: null,
  mobileContent: null,
  linkTo: null,
};
const MAX_ITEMS = 10;

/** Rows the form starts with: the last submission's, else the stored items, else one empty row. */
function startingRows(state: SettingsFormState, items: Item[]): number {
  if (state.values) {
    const indexes = Object.keys(state.values)
      .map((name) => /^popupItems\.(\d+)\./.exec(name)?.[1])
      .filter((index): index is string => index !== undefined);
    return Math.max(1, new Set(indexes).size);
  }
  return Math.max(1, items.length);
}

/** The popup's images as a list of rows; rows can be added and removed before saving. */
export function PopupItems({
  state,
  items,
  loadMedia,
}: {
  state: SettingsFormState;
  items: Item[];
  loadMedia: LoadMedia;
}) {
  const [rows, setRows] = useState(() =>
    Array.from({ length: startingRows(state, items) }, (_, index) => index),
  );
  const [next, setNext] = useState(rows.length);
  const itemError = state.fields?.popupItems;
  return (
    <FieldGroup legend="팝업 항목(이미지)">
      <AlertMessage className={base.fieldError}>{itemError}</AlertMessage>
      {rows.map((key, index) => {
        // Values of a submission are keyed by position; stored items by their order.
        const stored = state.values ? EMPTY : (items[key] ?? EMPTY);
        const at = `popupItems.${index}.`;
        const field = (name: keyof Item) => `${at}${name}`;
        // Defaults follow the row (its key), names its position: removing a row never shifts another's text.
        const was = (name: string) => `popupItems.${key}.${name}`;
        return (
          <FieldGroup key={key} legend={`항목 ${index + 1}`}>
            <div className={styles.grid}>
              <FormField
                label="제목"
                name={field("title")}
                defaultValue={shown(state, was("title"), stored.title)}
                error={errorFor(state.fields, field("title"))}
              />
              <FormField
                label="순서"
                name={field("weight")}
                type="number"
                inputMode="numeric"
                defaultValue={shown(state, was("weight"), stored.weight)}
                error={errorFor(state.fields, field("weight"))}
              />
              <FormField
                label="PC 이미지 주소"
                id={`popup-item-${key}-pcContent`}
                name={field("pcContent")}
                defaultValue={shown(state, was("pcContent"), stored.pcContent)}
                error={errorFor(state.fields, field("pcContent"))}
              />
              <FormField
                label="모바일 이미지 주소"
                id={`popup-item-${key}-mobileContent`}
                name={field("mobileContent")}
                defaultValue={shown(state, was("mobileContent"), stored.mobileContent)}
                error={errorFor(state.fields, field("mobileContent"))}
              />
              <MediaPicker
                label="PC 이미지"
                fillInputId={`popup-item-${key}-pcContent`}
                load={loadMedia}
                recommended={IMAGE_SIZES.popup}
              />
              <MediaPicker
                label="모바일 이미지"
                fillInputId={`popup-item-${key}-mobileContent`}
                load={loadMedia}
              />
              <FormField
                label="누르면 이동할 주소"
                name={field("linkTo")}
                placeholder="/events"
                defaultValue={shown(state, was("linkTo"), stored.linkTo)}
                error={errorFor(state.fields, field("linkTo"))}
              />
            </div>
            <div className={styles.actions}>
              <CheckboxField
                label="PC에 표시"
                name={`${at}devices.PC`}
                defaultChecked={shownChecked(state, was("devices.PC"), stored.devices.includes("PC"))}
              />
              <CheckboxField
                label="모바일에 표시"
                name={`${at}devices.MOBILE`}
                defaultChecked={shownChecked(state, was("devices.MOBILE"), stored.devices.includes("MOBILE"))}
                error={errorFor(state.fields, field("devices"))}
              />
              {rows.length > 1 ? (
                <button
                  type="button"
                  className={base.secondary}
                  onClick={() => setRows(rows.filter((row) => row !== key))}
                >
                  항목 {index + 1} 빼기
                </button>
              ) : null}
            </div>
          </FieldGroup>
        );
      })}
      {rows.length < MAX_ITEMS ? (
        <button
          type="button"
          className={base.secondary}
          onClick={() => {
            setRows([...rows, next]);
            setNext(next + 1);
          }}
        >
          항목 추가
        </button>
      ) : null}
    </FieldGroup>
  );
}
