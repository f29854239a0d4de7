"use client";

import type { ConsoleBanner } from "@clinic/shared";
import { type BannerLocation, bannerLocations } from "@clinic/shared";
import { useActionState, useState } from "react";
import base from "@/console/components/console.module.css";
import { FormField } from "@/console/components/form-field";
import { FormMessage } from "@/console/components/form-message";
import { MediaPicker } from "@/console/components/media-picker";
import { SubmitButton } from "@/console/components/submit-button";
import type { LoadMedia } from "@/console/media/library";
import { BANNER_SIZES } from "@/console/media/recommended-sizes";
import { CheckboxField, FieldGroup, SelectField } from "@/console/settings/components/fields";
import styles from "@/console/settings/components/settings.module.css";
import {
  errorFor,
  INITIAL_SETTINGS_STATE,
  type SettingsFormState,
  shown,
  shownChecked,
} from "@/console/settings/lib/form-data";
import { BANNER_LOCATION_OPTIONS } from "../lib/banner-form-data";
import layout from "./banner-form.module.css";
import { FocalPoint } from "./focal-point";

type Action = (previous: SettingsFormState, form: FormData) => Promise<SettingsFormState>;

/** A new banner goes to the top of the main page and shows at once. */
const NEW_BANNER: ConsoleBanner = {
  id: 0,
  bannerLocation: "MAIN_TOP",
  title: "",
  subTitle: null,
  pcImageUrl: "",
  mobileImageUrl: null,
  linkUrl: null,
  weight: 0,
  isVisible: true,
  focalX: 50,
  focalY: 50,
};

export function BannerForm({
  action,
  banner,
  loadMedia,
}: {
  action: Action;
  banner: ConsoleBanner | null;
  /** Lists the clinic's media library for the image pickers. */
  loadMedia: LoadMedia;
}) {
  const [state, run] = useActionState(action, INITIAL_SETTINGS_STATE);
  const stored = banner ?? NEW_BANNER;
  const [location, setLocation] = useState<BannerLocation>(stored.bannerLocation);
  const sizes = BANNER_SIZES[location];
  const field = (name: "title" | "subTitle" | "linkUrl" | "weight", label: string, placeholder?: string) => (
    <FormField
      label={label}
      name={name}
      placeholder={placeholder}
      defaultValue={shown(state, name, stored[name])}
      error={errorFor(state.fields, name)}
      {...(name === "weight" ? { type: "number", inputMode: "numeric" as const } : {})}
    />
  );
  const image = (name: "pcImageUrl" | "mobileImageUrl", label: string, recommended: string) => (
    <div>
      <FormField
        label={label}
        name={name}
        id={`banner-${name}`}
        placeholder="/media/…"
        defaultValue={shown(state, name, stored[name])}
        error={errorFor(state.fields, name)}
      />
      <MediaPicker label={label} fillInputId={`banner-${name}`} load={loadMedia} recommended={recommended} />
    </div>
  );
  return (
    <form
      className={styles.wide}
      action={run}
      aria-label="배너"
      key={JSON.stringify(state.values ?? null)}
      noValidate
      onChange={(event) => {
        const target: EventTarget = event.target;
        if (
          target instanceof HTMLSelectElement &&
          target.name === "bannerLocation" &&
          (bannerLocations as readonly string[]).includes(target.value)
        )
          setLocation(target.value as BannerLocation);
      }}
    >
      <FormMessage state={state} />
      <FieldGroup legend="내용">
        <div className={layout.row}>
          <SelectField
            label="위치"
            name="bannerLocation"
            options={BANNER_LOCATION_OPTIONS}
            defaultValue={shown(state, "bannerLocation", stored.bannerLocation)}
            error={errorFor(state.fields, "bannerLocation")}
          />
          {field("title", "제목")}
          {field("subTitle", "부제목")}
          {field("linkUrl", "누르면 이동할 주소", "/events 또는 https://…")}
          {field("weight", "순서 (작을수록 먼저)")}
        </div>
        <CheckboxField
          label="홈페이지에 표시"
          name="isVisible"
          defaultChecked={shownChecked(state, "isVisible", stored.isVisible)}
        />
      </FieldGroup>
      <FieldGroup legend="이미지">
        <div className={layout.row}>
          {image("pcImageUrl", "PC 이미지 주소 (필수)", sizes.pc)}
          {image("mobileImageUrl", "모바일 이미지 주소 (비우면 PC 이미지)", sizes.mobile)}
        </div>
        <p className={layout.sizes}>
          권장 크기 — PC {sizes.pc}, 휴대폰 {sizes.mobile}. 화면 비율이 다르면 초점을 중심으로 잘립니다.
        </p>
        <FocalPoint
          imageInputId="banner-pcImageUrl"
          defaultX={shown(state, "focalX", stored.focalX)}
          defaultY={shown(state, "focalY", stored.focalY)}
          errorX={errorFor(state.fields, "focalX")}
          errorY={errorFor(state.fields, "focalY")}
        />
      </FieldGroup>
      <div className={styles.actions}>
        <SubmitButton pendingLabel="저장 중…">{banner ? "배너 저장" : "배너 등록"}</SubmitButton>
      </div>
      <p className={base.muted}>저장하면 홈페이지에 몇 초 안에 반영됩니다.</p>
    </form>
  );
}
