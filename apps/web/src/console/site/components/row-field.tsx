"use client";

import { FormField } from "@/console/components/form-field";
import { MediaPicker } from "@/console/components/media-picker";
import type { LoadMedia } from "@/console/media/library";
import { CheckboxField, SelectField, TextAreaField } from "@/console/settings/components/fields";
import { errorFor, type SettingsFormState, shown, shownChecked } from "@/console/settings/lib/form-data";
import layout from "./list-editor.module.css";

export type StoredValue = string | number | boolean | null;

/** One input of a list row. Plain data, so server pages hand it to the client form. */
export interface ListColumn {
  name: string;
  label: string;
  kind: "text" | "number" | "image" | "checkbox" | "select" | "lines";
  placeholder?: string;
  hint?: string;
  options?: readonly { value: string; label: string }[];
}

/** One field of one row: `name` is its position's form name, `was` the name its last submitted value had. */
export function RowField({
  column,
  state,
  name,
  was,
  id,
  stored,
  loadMedia,
}: {
  column: ListColumn;
  state: SettingsFormState;
  name: string;
  was: string;
  id: string;
  stored: StoredValue | undefined;
  loadMedia: LoadMedia | undefined;
}) {
  const error = errorFor(state.fields, name);
  const value = shown(state, was, stored === undefined || typeof stored === "boolean" ? null : stored);
  switch (column.kind) {
    case "checkbox":
      return (
        <CheckboxField
          label={column.label}
          name={name}
          defaultChecked={shownChecked(state, was, stored === true)}
          error={error}
        />
      );
    case "select":
      return (
        <SelectField
          label={column.label}
          name={name}
          options={column.options ?? []}
          defaultValue={value}
          error={error}
        />
      );
    case "lines":
      return (
        <div className={layout.across}>
          <TextAreaField
            label={column.label}
            name={name}
            placeholder={column.placeholder}
            defaultValue={value}
            error={error}
            {...(column.hint ? { hint: column.hint } : {})}
          />
        </div>
      );
    default:
      return (
        <div>
          <FormField
            label={column.label}
            name={name}
            id={id}
            placeholder={column.placeholder}
            defaultValue={value}
            error={error}
            {...(column.kind === "number" ? { type: "number", inputMode: "numeric" as const } : {})}
          />
          {column.kind === "image" && loadMedia ? (
            <MediaPicker label={column.label} fillInputId={id} load={loadMedia} />
          ) : null}
        </div>
      );
  }
}
