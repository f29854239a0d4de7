"use client";

import { type ConsoleTheme, themeColorKeys } from "@clinic/shared";
import { FormField } from "@/console/components/form-field";
import { MediaPicker } from "@/console/components/media-picker";
import type { LoadMedia } from "@/console/media/library";
import { IMAGE_SIZES } from "@/console/media/recommended-sizes";
import { FieldGroup } from "@/console/settings/components/fields";
import { type SettingsAction, SettingsForm } from "@/console/settings/components/settings-form";
import { errorFor, shown } from "@/console/settings/lib/form-data";
import { colors } from "@/ui/styles/palette";
import layout from "../components/list-editor.module.css";
import theme from "./theme.module.css";

const COLOR_LABELS: Record<string, string> = {
  primary: "주 색상",
  secondary: "보조 색상",
  tertiary: "강조 색상",
};
const colorLabel = (key: string) => {
  const [family = "", step = ""] = key.split("_");
  return `${COLOR_LABELS[family] ?? family} ${step}`;
};

/** The logo fields in the form's order, with their labels. */
const LOGO_LABELS = {
  logoPcTransparent: "PC 로고 (투명 머리글)",
  logoPcWhite: "PC 로고 (흰 머리글)",
  logoMobileTransparent: "모바일 로고 (투명 머리글)",
  logoMobileWhite: "모바일 로고 (흰 머리글)",
  logoFooter: "바닥글 로고",
} as const;
const LOGOS = (Object.keys(LOGO_LABELS) as (keyof typeof LOGO_LABELS)[]).map((name) => ({
  name,
  label: LOGO_LABELS[name],
}));

/** Colours as #rrggbb text (typed or pasted; empty = the design's colour) with a swatch of what applies. */
export function ThemeForm({
  action,
  stored,
  loadMedia,
}: {
  action: SettingsAction;
  stored: ConsoleTheme;
  loadMedia: LoadMedia;
}) {
  return (
    <SettingsForm action={action} label="테마 색상과 로고">
      {(state) => (
        <>
          <FieldGroup legend="색상 (비우면 기본 색상)">
            <div className={layout.row}>
              {themeColorKeys.map((key) => {
                const name = `colors.${key}`;
                const value = shown(state, name, stored.colors[key] ?? null);
                const fallback = colors[key];
                return (
                  <div key={key} className={theme.color}>
                    <span
                      className={theme.swatch}
                      style={{ background: /^#[0-9a-f]{6}$/i.test(value) ? value : fallback }}
                      aria-hidden="true"
                    />
                    <FormField
                      label={colorLabel(key)}
                      name={name}
                      placeholder={fallback}
                      defaultValue={value}
                      maxLength={7}
                      error={errorFor(state.fields, name)}
                    />
                  </div>
                );
              })}
            </div>
          </FieldGroup>
          <FieldGroup legend="로고 이미지">
            <div className={layout.row}>
              {LOGOS.map(({ name, label }) => (
                <div key={name}>
                  <FormField
                    {...{ label, name }}
                    id={`theme-${name}`}
                    placeholder="/media/…"
                    defaultValue={shown(state, name, stored[name])}
                    error={errorFor(state.fields, name)}
                  />
                  <MediaPicker
                    label={label}
                    fillInputId={`theme-${name}`}
                    load={loadMedia}
                    recommended={
                      name === "logoFooter"
                        ? IMAGE_SIZES.logoFooter
                        : name.startsWith("logoMobile")
                          ? IMAGE_SIZES.logoMobile
                          : IMAGE_SIZES.logoPc
                    }
                  />
                </div>
              ))}
            </div>
          </FieldGroup>
        </>
      )}
    </SettingsForm>
  );
}
