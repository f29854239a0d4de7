"use client";

import base from "@/console/components/console.module.css";
import styles from "./content-editor.module.css";

interface PickInputProps {
  id: string;
  label: string;
  options: { value: number; label: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
}

/** Ids picked from another list (an event's treatments), in the order picked; the order is the site's. */
export function PickInput({ id, label, options, value, onChange }: PickInputProps) {
  const labelOf = new Map(options.map((option) => [option.value, option.label]));
  const rest = options.filter((option) => !value.includes(option.value));
  return (
    <div className={styles.pick} id={id}>
      {value.length === 0 ? <span className={base.muted}>고른 항목이 없습니다.</span> : null}
      <ol className={styles.picked}>
        {value.map((picked) => (
          <li key={picked}>
            <span>{labelOf.get(picked) ?? `#${picked}`}</span>
            <button
              className={base.secondary}
              type="button"
              aria-label={`${labelOf.get(picked) ?? picked} 빼기`}
              onClick={() => onChange(value.filter((each) => each !== picked))}
            >
              빼기
            </button>
          </li>
        ))}
      </ol>
      <select
        className={base.input}
        aria-label={`${label}에 추가`}
        value=""
        onChange={(event) => {
          if (event.target.value) onChange([...value, Number(event.target.value)]);
        }}
      >
        <option value="">추가할 항목 선택</option>
        {rest.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
