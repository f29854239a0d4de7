"use client";

import type { ReactNode } from "react";
import base from "@/console/components/console.module.css";
import { MediaPicker } from "@/console/components/media-picker";
import type { LoadMedia } from "@/console/media/library";
import { errorsUnder, withValue } from "../lib/body-path";
import type { Field } from "../lib/fields";
import styles from "./content-editor.module.css";
import { PickInput } from "./pick-input";
import { RichTextInput } from "./rich-text-input";

export type Choices = Record<string, { value: number; label: string }[]>;

interface FieldInputProps {
  field: Field;
  /** The object the field belongs to (the body, or one row of a list). */
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  errors: Record<string, string>;
  choices: Choices;
  loadMedia: LoadMedia;
  /** Unique prefix for element ids (rows repeat field names). */
  idPrefix: string;
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");
const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
/** Typed text split into its non-empty, trimmed items (one per line, or comma-separated words). */
const splitList = (text: string, separator: string) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** One labelled input of the content editor, its hint and the API's message for it. */
export function FieldInput({
  field,
  value,
  onChange,
  errors,
  choices,
  loadMedia,
  idPrefix,
}: FieldInputProps) {
  const id = `${idPrefix}${field.name}`;
  const error = errors[field.name];
  const describedBy =
    [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const current = value[field.name];
  const set = (next: unknown) => onChange(withValue(value, field.name, next));
  const common = { id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined } as const;

  let control: ReactNode;
  switch (field.kind) {
    case "text":
    case "textarea": {
      const onText = (text: string) => set(field.nullable && text.trim() === "" ? null : text);
      control =
        field.kind === "text" ? (
          <input
            className={base.input}
            {...common}
            value={asText(current)}
            placeholder={field.placeholder}
            onChange={(event) => onText(event.target.value)}
          />
        ) : (
          <textarea
            className={base.input}
            {...common}
            rows={3}
            value={asText(current)}
            placeholder={field.placeholder}
            onChange={(event) => onText(event.target.value)}
          />
        );
      break;
    }
    case "richtext":
      control = (
        <RichTextInput
          id={id}
          label={field.label}
          value={asText(current)}
          onChange={set}
          describedBy={describedBy}
          invalid={Boolean(error)}
          loadMedia={loadMedia}
        />
      );
      break;
    case "number":
      control = (
        <span className={styles.unit}>
          <input
            className={base.input}
            {...common}
            type="number"
            inputMode="numeric"
            value={typeof current === "number" ? String(current) : ""}
            onChange={(event) => {
              const text = event.target.value;
              set(text === "" ? (field.nullable ? null : 0) : Number(text));
            }}
          />
          {field.unit ? <span>{field.unit}</span> : null}
        </span>
      );
      break;
    case "checkbox":
      return (
        <div className={styles.check}>
          <input
            type="checkbox"
            {...common}
            checked={current === true}
            onChange={(event) => set(event.target.checked)}
          />
          <label htmlFor={id}>{field.label}</label>
          {field.hint ? (
            <span className={base.muted} id={`${id}-hint`}>
              {field.hint}
            </span>
          ) : null}
          {error ? (
            <span className={base.fieldError} id={`${id}-error`}>
              {error}
            </span>
          ) : null}
        </div>
      );
    case "date":
      control = (
        <input
          className={base.input}
          {...common}
          type="date"
          value={asText(current)}
          onChange={(event) => set(event.target.value === "" ? null : event.target.value)}
        />
      );
      break;
    case "select": {
      const options = field.source
        ? (choices[field.source] ?? []).map((option) => ({
            value: String(option.value),
            label: option.label,
          }))
        : (field.options ?? []);
      control = (
        <select
          className={base.input}
          {...common}
          value={current === null || current === undefined ? "" : String(current)}
          onChange={(event) => {
            const raw = event.target.value;
            set(raw === "" ? null : field.numeric || field.source ? Number(raw) : raw);
          }}
        >
          <option value="">{field.nullable ? "없음" : "선택하세요"}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "image":
      control = (
        <span className={styles.imageField}>
          <input
            className={base.input}
            {...common}
            value={asText(current)}
            placeholder="/media/…"
            onChange={(event) => set(event.target.value.trim() === "" ? null : event.target.value)}
          />
          <MediaPicker label={field.label} load={loadMedia} onPick={set} preview={asText(current)} />
        </span>
      );
      break;
    case "images": {
      const list = asList(current);
      control = (
        <span className={styles.imageField}>
          <textarea
            className={base.input}
            {...common}
            rows={Math.min(6, list.length + 1)}
            value={list.join("\n")}
            placeholder="한 줄에 이미지 주소 하나"
            onChange={(event) => set(splitList(event.target.value, "\n"))}
          />
          <MediaPicker
            label={field.label}
            load={loadMedia}
            onPick={(url) => set([...list, url].slice(0, field.max))}
            preview={list}
          />
        </span>
      );
      break;
    }
    case "words":
      control = (
        <input
          className={base.input}
          {...common}
          defaultValue={asList(current).join(", ")}
          onBlur={(event) => set(splitList(event.target.value, ","))}
        />
      );
      break;
    case "lines":
      control = (
        <textarea
          className={base.input}
          {...common}
          rows={4}
          value={asList(current).join("\n")}
          onChange={(event) => set(event.target.value.split("\n"))}
          onBlur={(event) => set(splitList(event.target.value, "\n"))}
        />
      );
      break;
    case "pick":
      control = (
        <PickInput
          id={id}
          label={field.label}
          options={choices[field.source] ?? []}
          value={Array.isArray(current) ? current.map(Number) : []}
          onChange={set}
        />
      );
      break;
    case "rows": {
      const rows = Array.isArray(current) ? (current as Record<string, unknown>[]) : [];
      return (
        <fieldset className={styles.rows} aria-describedby={describedBy}>
          <legend className={base.label}>{field.label}</legend>
          {field.hint ? (
            <span className={base.muted} id={`${id}-hint`}>
              {field.hint}
            </span>
          ) : null}
          {error ? (
            <span className={base.fieldError} id={`${id}-error`}>
              {error}
            </span>
          ) : null}
          {rows.map((row, index) => (
            <fieldset
              className={styles.rowItem}
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until stored; the index is their identity here
              key={index}
              aria-label={`${field.label} ${index + 1}`}
            >
              {field.fields.map((sub) => (
                <FieldInput
                  key={sub.name}
                  field={sub}
                  value={row}
                  onChange={(next) => set(rows.map((each, at) => (at === index ? next : each)))}
                  errors={errorsUnder(errors, `${field.name}.${index}`)}
                  choices={choices}
                  loadMedia={loadMedia}
                  idPrefix={`${id}-${index}-`}
                />
              ))}
              <button
                className={base.secondary}
                type="button"
                onClick={() => set(rows.filter((_, at) => at !== index))}
                aria-label={`${field.label} ${index + 1} 삭제`}
              >
                삭제
              </button>
            </fieldset>
          ))}
          {rows.length < field.max ? (
            <button
              className={base.secondary}
              type="button"
              onClick={() => set([...rows, { ...field.blank }])}
            >
              {field.addLabel}
            </button>
          ) : null}
        </fieldset>
      );
    }
  }

  return (
    <div className={base.field}>
      <label className={base.label} htmlFor={id}>
        {field.label}
      </label>
      {control}
      {field.hint ? (
        <span className={base.muted} id={`${id}-hint`}>
          {field.hint}
        </span>
      ) : null}
      {error ? (
        <span className={base.fieldError} id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
