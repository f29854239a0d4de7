"use client";

import type { ConsoleHomepage } from "@clinic/shared";
import { FormField } from "@/console/components/form-field";
import { CheckboxField, FieldGroup, SelectField } from "../components/fields";
import styles from "../components/settings.module.css";
import { type SettingsAction, SettingsForm } from "../components/settings-form";
import { errorFor, type SettingsFormState, shown, shownChecked } from "../lib/form-data";

type Flag = {
  [K in keyof ConsoleHomepage]: ConsoleHomepage[K] extends boolean ? K : never;
}[keyof ConsoleHomepage];
type Count = {
  [K in keyof ConsoleHomepage]: ConsoleHomepage[K] extends number ? K : never;
}[keyof ConsoleHomepage];

const POPUP_TYPES = [
  { value: "LAYER", label: "겹쳐서 차례로 보기 (LAYER)" },
  { value: "GRID", label: "나란히 보기 (GRID)" },
];
const RESERVATION_MODES = [
  { value: "STRICT", label: "정해진 시간만 예약 (STRICT)" },
  { value: "FLEXIBLE", label: "유연한 예약 (FLEXIBLE)" },
];
const OFFSETS: [Count, string][] = [
  ["popupTopOffset", "위 여백(px)"],
  ["popupLeftOffset", "왼쪽 여백(px)"],
  ["popupBottomOffset", "아래 여백(px)"],
  ["popupRightOffset", "오른쪽 여백(px)"],
];

export function HomepageForm({ action, homepage }: { action: SettingsAction; homepage: ConsoleHomepage }) {
  const flag = (state: SettingsFormState, name: Flag, label: string) => (
    <CheckboxField
      label={label}
      name={name}
      defaultChecked={shownChecked(state, name, homepage[name])}
      error={errorFor(state.fields, name)}
    />
  );
  const count = (state: SettingsFormState, name: Count, label: string) => (
    <FormField
      key={name}
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      defaultValue={shown(state, name, homepage[name])}
      error={errorFor(state.fields, name)}
    />
  );
  return (
    <SettingsForm action={action} label="홈페이지 설정">
      {(state) => (
        <>
          <FieldGroup legend="가격 표시">
            {flag(state, "hasPriceView", "시술 가격을 보여 줍니다")}
            {flag(state, "isIncludeVat", "가격에 부가세가 포함되어 있습니다")}
          </FieldGroup>
          <FieldGroup legend="팝업">
            <div className={styles.grid}>
              <SelectField
                label="팝업 보기 방식"
                name="popupType"
                options={POPUP_TYPES}
                defaultValue={shown(state, "popupType", homepage.popupType)}
                error={errorFor(state.fields, "popupType")}
              />
              {count(state, "popupGridWidthCount", "나란히 보기 한 줄 개수")}
              {OFFSETS.map(([name, label]) => count(state, name, label))}
            </div>
            {flag(state, "isPopupDimmed", "팝업 뒤 화면을 어둡게 합니다")}
          </FieldGroup>
          <FieldGroup legend="예약">
            <div className={styles.grid}>
              <SelectField
                label="예약 방식"
                name="reservationMode"
                options={RESERVATION_MODES}
                defaultValue={shown(state, "reservationMode", homepage.reservationMode)}
                error={errorFor(state.fields, "reservationMode")}
              />
              {count(state, "reservationRange", "예약 가능 기간(일)")}
            </div>
            {flag(state, "useWidget", "예약 위젯을 사용합니다")}
            {flag(state, "reservationConfirm", "예약은 병원이 확정해야 완료됩니다")}
            {flag(state, "isForceReservation", "상담 대신 예약을 먼저 권합니다")}
          </FieldGroup>
        </>
      )}
    </SettingsForm>
  );
}
