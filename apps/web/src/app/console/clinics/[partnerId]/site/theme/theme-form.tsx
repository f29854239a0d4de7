"use client";

import { type ConsoleTheme, type MediaAsset, themeColorKeys } from "@clinic/shared";
import { colors } from "../../../../../../styles/tokens";
import { FormField } from "../../../../_components/form-field";
import { MediaPicker } from "../../../../_components/media-picker";
import { FieldGroup } from "../../settings/_components/fields";
import { type SettingsAction, SettingsForm } from "../../settings/_components/settings-form";
import { errorFor, shown } from "../../settings/_lib/form-data";
import layout from "../_components/list-editor.module.css";
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

const LOGOS = [
  { name: "logoPcTransparent", label: "PC 로고 (투명 머리글)" },
  { name: "logoPcWhite", label: "PC 로고 (흰 머리글)" },
  { name: "logoMobileTransparent", label: "모바일 로고 (투명 머리글)" },
  { name: "logoMobileWhite", label: "모바일 로고 (흰 머리글)" },
  { name: "logoFooter", label: "바닥글 로고" },
] as const;

/** Colours as #rrggbb text (typed or pasted; empty = the design's colour) with a swatch of what applies. */
export function ThemeForm({
  action,
  stored,
  loadMedia,
}: {
  action: SettingsAction;
  stored: ConsoleTheme;
  loadMedia: () => Promise<MediaAsset[]>;
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
              {LOGOS.map((logo) => (
                <div key={logo.name}>
                  <FormField
                    label={logo.label}
                    name={logo.name}
                    id={`theme-${logo.name}`}
                    placeholder="/media/…"
                    defaultValue={shown(state, logo.name, stored[logo.name])}
                    error={errorFor(state.fields, logo.name)}
                  />
                  <MediaPicker label={logo.label} fillInputId={`theme-${logo.name}`} load={loadMedia} />
                </div>
              ))}
            </div>
          </FieldGroup>
        </>
      )}
    </SettingsForm>
  );
}
