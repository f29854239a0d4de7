import base from "./console.module.css";

export interface Choice {
  value: string | number;
  label: string;
}

/** Choices from a list of codes and their Korean labels, in the list's order. */
export const choicesOf = <Code extends string>(
  codes: readonly Code[],
  labels: Record<Code, string>,
): { value: Code; label: string }[] => codes.map((code) => ({ value: code, label: labels[code] }));

/**
 * One filter of a console list (inbox, customer board, reservations desk): a labelled select sent with the
 * list's GET form. `all` puts the empty choice, "전체", first.
 */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  choices,
  all = false,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  choices: readonly Choice[];
  all?: boolean;
}) {
  return (
    <div className={base.field}>
      <label className={base.label} htmlFor={id}>
        {label}
      </label>
      <select className={base.input} id={id} name={name} defaultValue={defaultValue}>
        {all ? <option value="">전체</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
