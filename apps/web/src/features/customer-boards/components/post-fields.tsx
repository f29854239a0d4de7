import { CUSTOMER_POST_LIMITS, type PostVisibility } from "@clinic/shared";
import { useTranslations } from "next-intl";
import type { FieldErrors } from "./form-errors";
import { CharacterCount, FormField } from "./form-field";
import styles from "./post-form.module.css";

export interface PostTextValues {
  title: string;
  content: string;
  isPrivate: boolean;
}

interface PostFieldsProps {
  formId: string;
  values: PostTextValues;
  errors: FieldErrors;
  visibility: PostVisibility;
  onChange: (patch: Partial<PostTextValues>) => void;
}

/** Where the board decides privacy, the write form says so up front (the writer chooses only on CHOICE boards). */
export function VisibilityNote({ visibility }: { visibility: PostVisibility }) {
  const t = useTranslations("customerBoards");
  if (visibility === "CHOICE") return null;
  return <p className={styles.note}>{visibility === "PRIVATE" ? t("allPrivate") : t("allPublic")}</p>;
}

/** The writer's choice on CHOICE boards. */
function PrivateChoice({
  formId,
  values,
  onChange,
}: Pick<PostFieldsProps, "formId" | "values" | "onChange">) {
  const t = useTranslations("customerBoards");
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="isPrivate"
          checked={values.isPrivate}
          onChange={(event) => onChange({ isPrivate: event.target.checked })}
          aria-describedby={`${formId}-privacy`}
        />
        {t("makePrivate")}
      </label>
      <p id={`${formId}-privacy`} className={styles.help}>
        {t("privateHelp")}
      </p>
    </div>
  );
}

/** Title, body (with its character count) and, on CHOICE boards, privacy: the part of a post the write and edit forms share. */
export function PostFields({ formId, values, errors, visibility, onChange }: PostFieldsProps) {
  const t = useTranslations("customerBoards");
  return (
    <>
      <FormField formId={formId} name="title" label={t("title")} error={errors.title}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="text"
            value={values.title}
            onChange={(event) => onChange({ title: event.target.value })}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField
        formId={formId}
        name="content"
        label={t("content")}
        error={errors.content}
        hint={<CharacterCount value={values.content} max={CUSTOMER_POST_LIMITS.contentMax} />}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            value={values.content}
            onChange={(event) => onChange({ content: event.target.value })}
          />
        )}
      </FormField>
      {visibility === "CHOICE" ? <PrivateChoice formId={formId} values={values} onChange={onChange} /> : null}
    </>
  );
}
