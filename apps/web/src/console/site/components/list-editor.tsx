"use client";

import { useEffect, useRef, useState } from "react";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import type { LoadMedia } from "@/console/media/library";
import { FieldGroup } from "@/console/settings/components/fields";
import styles from "@/console/settings/components/settings.module.css";
import { type SettingsAction, SettingsForm } from "@/console/settings/components/settings-form";
import { type SettingsFormState, shown } from "@/console/settings/lib/form-data";
import { AlertMessage } from "@/ui/alert/alert-message";
import layout from "./list-editor.module.css";
import { type ListColumn, RowField, type StoredValue } from "./row-field";

export type { ListColumn, StoredValue };

/** Rows the form starts with: the last submission's, else the stored rows, else one spare row. */
function startingRows(state: SettingsFormState, stored: number): number {
  if (!state.values) return Math.max(1, stored);
  const indexes = Object.keys(state.values)
    .map((name) => /^rows\.(\d+)\./.exec(name)?.[1])
    .filter((index): index is string => index !== undefined);
  return Math.max(1, new Set(indexes).size);
}

/**
 * A whole ordered list in one form: rows can be added and removed, and each row's number says where it goes
 * (changed with the keyboard like any field). Saving sends the list; the API replaces the stored one.
 */
export function ListEditor({
  action,
  label,
  itemLabel,
  rows: stored,
  columns,
  max,
  loadMedia,
}: {
  action: SettingsAction;
  label: string;
  /** What one row is called ("메뉴", "지점"): legends and buttons. */
  itemLabel: string;
  rows: Record<string, StoredValue>[];
  columns: readonly ListColumn[];
  max: number;
  loadMedia?: LoadMedia;
}) {
  return (
    <SettingsForm action={action} label={label}>
      {(state) => <Rows {...{ state, stored, columns, max, itemLabel, loadMedia }} />}
    </SettingsForm>
  );
}

/** The rows of a ListEditor, for a form that holds more than the list (the 비급여 page's notes). */
export function Rows({
  state,
  stored,
  columns,
  max,
  itemLabel,
  loadMedia,
}: {
  state: SettingsFormState;
  stored: Record<string, StoredValue>[];
  columns: readonly ListColumn[];
  max: number;
  itemLabel: string;
  loadMedia: LoadMedia | undefined;
}) {
  const [rows, setRows] = useState(() =>
    Array.from({ length: startingRows(state, stored.length) }, (_, index) => index),
  );
  const [next, setNext] = useState(rows.length);
  // A removed row takes its button with it; focus goes to "add" instead of getting lost.
  const addButton = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed > 0) addButton.current?.focus();
  }, [removed]);
  const listError = state.fields?.rows;
  return (
    <>
      <AlertMessage className={base.fieldError}>{listError}</AlertMessage>
      {rows.map((key, index) => {
        const row = state.values ? {} : (stored[key] ?? {});
        // Names follow the position, defaults the row (its key): removing a row never shifts another's text.
        const name = (field: string) => `rows.${index}.${field}`;
        const was = (field: string) => `rows.${key}.${field}`;
        return (
          <FieldGroup key={key} legend={`${itemLabel} ${index + 1}`}>
            <div className={layout.row}>
              <div className={layout.order}>
                <FormField
                  label="순서"
                  name={name("order")}
                  id={`row-${key}-order`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  defaultValue={shown(state, was("order"), index + 1)}
                />
              </div>
              {columns.map((column) => (
                <RowField
                  key={column.name}
                  column={column}
                  state={state}
                  name={name(column.name)}
                  was={was(column.name)}
                  id={`row-${key}-${column.name}`}
                  stored={row[column.name]}
                  loadMedia={loadMedia}
                />
              ))}
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={base.secondary}
                onClick={() => {
                  setRows(rows.filter((candidate) => candidate !== key));
                  setRemoved(removed + 1);
                }}
              >
                {itemLabel} {index + 1} 빼기
              </button>
            </div>
          </FieldGroup>
        );
      })}
      {rows.length < max ? (
        <button
          type="button"
          className={base.secondary}
          ref={addButton}
          onClick={() => {
            setRows([...rows, next]);
            setNext(next + 1);
          }}
        >
          {itemLabel} 추가
        </button>
      ) : (
        <p className={base.muted}>{max}개까지 넣을 수 있습니다.</p>
      )}
      <p className={base.muted}>순서 번호가 작은 {itemLabel}부터 보입니다. 비워 둔 줄은 저장하지 않습니다.</p>
    </>
  );
}
