"use client";

import { type ConsolePopup, newPopupPlacement, popupDirections, popupSizeTypes } from "@clinic/shared";
import { useActionState } from "react";
import base from "@/console/components/console.module.css";
import { choicesOf } from "@/console/components/filter-select";
import { FormField } from "@/console/components/form-field";
import { FormMessage } from "@/console/components/form-message";
import { SubmitButton } from "@/console/components/submit-button";
import type { LoadMedia } from "@/console/media/library";
import { CheckboxField, FieldGroup, SelectField, TextAreaField } from "@/console/settings/components/fields";
import styles from "@/console/settings/components/settings.module.css";
import {
  errorFor,
  INITIAL_SETTINGS_STATE,
  type SettingsFormState,
  shown,
  shownChecked,
} from "@/console/settings/lib/form-data";
import { seoulLocal } from "../lib/popup-form-data";
import { PopupItems } from "./popup-items";

type Action = (previous: SettingsFormState, form: FormData) => Promise<SettingsFormState>;

const SIZE_TYPE_LABELS: Record<(typeof popupSizeTypes)[number], string> = {
  RATIO_1_1: "정사각형 (1:1)",
  RATIO_4_3: "가로형 (4:3)",
  RATIO_3_4: "세로형 (3:4)",
  RATIO_16_9: "와이드 (16:9)",
  RATIO_A4: "A4 비율",
  PIXEL: "픽셀 직접 지정",
};
const DIRECTION_LABELS: Record<(typeof popupDirections)[number], string> = {
  CENTER: "가운데",
  TOP: "위",
  BOTTOM: "아래",
  LEFT: "왼쪽",
  RIGHT: "오른쪽",
  TOP_LEFT: "왼쪽 위",
  TOP_RIGHT: "오른쪽 위",
  BOTTOM_LEFT: "왼쪽 아래",
  BOTTOM_RIGHT: "오른쪽 아래",
};

/** A new popup shows on the home page, on every device, at once. */
const NEW_POPUP: ConsolePopup = {
  id: 0,
  ...newPopupPlacement(),
  isVisible: true,
  startsAt: null,
  endsAt: null,
  weight: 0,
  popupItems: [],
};

export function PopupForm({
  action,
  popup,
  loadMedia,
}: {
  action: Action;
  popup: ConsolePopup | null;
  /** Lists the clinic's media library for the image pickers. */
  loadMedia: LoadMedia;
}) {
  const [state, run] = useActionState(action, INITIAL_SETTINGS_STATE);
  const stored = popup ?? NEW_POPUP;
  const number = (
    name: "weight" | "pcWidth" | "pcHeight" | "mobileWidth" | "mobileHeight",
    label: string,
  ) => (
    <FormField
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      defaultValue={shown(state, name, stored[name])}
      error={errorFor(state.fields, name)}
    />
  );
  return (
    <form
      className={styles.wide}
      action={run}
      aria-label="팝업"
      key={JSON.stringify(state.values ?? null)}
      noValidate
    >
      <FormMessage state={state} />
      <FieldGroup legend="보여줄 곳과 기간">
        <TextAreaField
          label="보여줄 경로"
          name="locations"
          hint="한 줄에 하나씩, /로 시작합니다. 예: / (첫 화면), /events"
          defaultValue={shown(state, "locations", stored.locations.join("\n"))}
          error={errorFor(state.fields, "locations")}
        />
        <div className={styles.grid}>
          <FormField
            label="시작 일시 (비우면 바로)"
            name="startsAt"
            type="datetime-local"
            defaultValue={shown(state, "startsAt", seoulLocal(stored.startsAt))}
            error={errorFor(state.fields, "startsAt")}
          />
          <FormField
            label="종료 일시 (비우면 계속)"
            name="endsAt"
            type="datetime-local"
            defaultValue={shown(state, "endsAt", seoulLocal(stored.endsAt))}
            error={errorFor(state.fields, "endsAt")}
          />
          {number("weight", "순서 (작을수록 먼저)")}
        </div>
        <div className={styles.actions}>
          <CheckboxField
            label="홈페이지에 표시"
            name="isVisible"
            defaultChecked={shownChecked(state, "isVisible", stored.isVisible)}
          />
          <CheckboxField
            label="PC에 표시"
            name="devices.PC"
            defaultChecked={shownChecked(state, "devices.PC", stored.devices.includes("PC"))}
          />
          <CheckboxField
            label="모바일에 표시"
            name="devices.MOBILE"
            defaultChecked={shownChecked(state, "devices.MOBILE", stored.devices.includes("MOBILE"))}
            error={errorFor(state.fields, "devices")}
          />
        </div>
      </FieldGroup>
      <FieldGroup legend="크기와 위치">
        <div className={styles.grid}>
          <SelectField
            label="PC 크기"
            name="pcSizeType"
            options={choicesOf(popupSizeTypes, SIZE_TYPE_LABELS)}
            defaultValue={shown(state, "pcSizeType", stored.pcSizeType)}
            error={errorFor(state.fields, "pcSizeType")}
          />
          {number("pcWidth", "PC 가로(px)")}
          {number("pcHeight", "PC 세로(px)")}
          {number("mobileWidth", "모바일 가로(px)")}
          {number("mobileHeight", "모바일 세로(px)")}
          <SelectField
            label="위치"
            name="direction"
            options={choicesOf(popupDirections, DIRECTION_LABELS)}
            defaultValue={shown(state, "direction", stored.direction)}
            error={errorFor(state.fields, "direction")}
          />
        </div>
        <CheckboxField
          label="자동 배치"
          name="isAutoPlacement"
          defaultChecked={shownChecked(state, "isAutoPlacement", stored.isAutoPlacement)}
        />
      </FieldGroup>
      <PopupItems state={state} items={stored.popupItems} loadMedia={loadMedia} />
      <div className={styles.actions}>
        <SubmitButton pendingLabel="저장 중…">{popup ? "팝업 저장" : "팝업 등록"}</SubmitButton>
      </div>
      <p className={base.muted}>저장하면 홈페이지에 몇 초 안에 반영됩니다.</p>
    </form>
  );
}
