"use client";

import { FEE_ITEMS_MAX, FEE_NOTES_MAX } from "@clinic/shared";
import { TextAreaField } from "@/console/settings/components/fields";
import { type SettingsAction, SettingsForm } from "@/console/settings/components/settings-form";
import { errorFor, shown } from "@/console/settings/lib/form-data";
import { type ListColumn, Rows, type StoredValue } from "@/console/site/components/list-editor";

const COLUMNS: ListColumn[] = [
  { name: "category", label: "분류", kind: "text", placeholder: "리프팅" },
  { name: "name", label: "항목 이름", kind: "text", placeholder: "울쎄라 리프팅" },
  { name: "priceMin", label: "금액 (최소, 원)", kind: "number", placeholder: "390000" },
  { name: "priceMax", label: "최대 금액 (범위일 때, 원)", kind: "number", placeholder: "비우면 단일 금액" },
  { name: "unit", label: "기준", kind: "text", placeholder: "1회, 1cc, 100샷" },
  { name: "note", label: "비고", kind: "text", placeholder: "VAT 포함 등" },
];

/**
 * The 비급여 진료비용 page in one form (issue 25): every item with its category, price or range and basis, in the
 * order its number says (the page shows categories in the order of their first item), and the notes below.
 */
export function FeesEditor({
  action,
  rows,
  notes,
}: {
  action: SettingsAction;
  rows: Record<string, StoredValue>[];
  notes: string | null;
}) {
  return (
    <SettingsForm action={action} label="비급여 진료비용">
      {(state) => (
        <>
          <Rows
            state={state}
            stored={rows}
            columns={COLUMNS}
            max={FEE_ITEMS_MAX}
            itemLabel="항목"
            loadMedia={undefined}
          />
          <TextAreaField
            label="안내 사항"
            name="notes"
            rows={5}
            maxLength={FEE_NOTES_MAX}
            hint="표 아래에 보입니다. 한 줄에 하나씩 적습니다 (예: VAT 포함 여부, 가격이 달라지는 경우)."
            defaultValue={shown(state, "notes", notes)}
            error={errorFor(state.fields, "notes")}
          />
        </>
      )}
    </SettingsForm>
  );
}
