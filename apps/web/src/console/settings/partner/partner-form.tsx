"use client";

import type { ConsolePartnerSettings } from "@clinic/shared";
import { FormField } from "@/console/components/form-field";
import { MediaPicker } from "@/console/components/media-picker";
import type { LoadMedia } from "@/console/media/library";
import { IMAGE_SIZES } from "@/console/media/recommended-sizes";
import { FieldGroup, TextAreaField } from "../components/fields";
import styles from "../components/settings.module.css";
import { type SettingsAction, SettingsForm } from "../components/settings-form";
import { errorFor, shown } from "../lib/form-data";

type TextKey = Exclude<
  keyof ConsolePartnerSettings,
  "lat" | "lng" | "wayToPartnerByBus" | "wayToPartnerBySubway"
>;

const LOCATION = "위치와 주차";

const GROUPS: {
  legend: string;
  fields: { name: TextKey; label: string; type?: string; required?: boolean }[];
}[] = [
  {
    legend: "기본 정보",
    fields: [
      { name: "partnerName", label: "병원 이름", required: true },
      { name: "displayName", label: "표시 이름" },
      { name: "ceoName", label: "대표자" },
      { name: "businessNumber", label: "사업자등록번호" },
      { name: "copyRight", label: "저작권 문구" },
      // Text, not url: library images have site-relative addresses (/media/…), which the API accepts.
      { name: "logoImageUrl", label: "로고 이미지 주소" },
    ],
  },
  {
    legend: "연락처",
    fields: [
      { name: "phone", label: "대표 전화", type: "tel" },
      { name: "tel", label: "상담 전화", type: "tel" },
      { name: "fax", label: "팩스", type: "tel" },
      { name: "internationalTelCode", label: "국가번호" },
      { name: "groupInquiryUrl", label: "그룹 문의 주소", type: "url" },
    ],
  },
  {
    legend: LOCATION,
    fields: [
      { name: "address", label: "주소" },
      { name: "parkingInfo", label: "주차 안내" },
      { name: "parkingNotice", label: "주차 유의사항" },
      { name: "googlePlaceId", label: "Google 장소 ID" },
      { name: "naverMapUrl", label: "네이버 지도 주소", type: "url" },
      { name: "kakaoMapUrl", label: "카카오맵 주소", type: "url" },
      { name: "tMapUrl", label: "티맵 주소", type: "url" },
      { name: "googleMapUrl", label: "Google 지도 주소", type: "url" },
    ],
  },
];

export function PartnerForm({
  action,
  partner,
  loadMedia,
}: {
  action: SettingsAction;
  partner: ConsolePartnerSettings;
  /** Lists the clinic's media library for the logo picker. */
  loadMedia: LoadMedia;
}) {
  return (
    <SettingsForm action={action} label="병원 정보">
      {(state) => (
        <>
          {GROUPS.map((group) => (
            <FieldGroup key={group.legend} legend={group.legend}>
              <div className={styles.grid}>
                {group.fields.map((field) => (
                  <FormField
                    key={field.name}
                    id={`partner-${field.name}`}
                    label={field.required ? `${field.label} (필수)` : field.label}
                    name={field.name}
                    type={field.type ?? "text"}
                    required={field.required}
                    defaultValue={shown(state, field.name, partner[field.name])}
                    error={errorFor(state.fields, field.name)}
                  />
                ))}
                {group.fields.some((field) => field.name === "logoImageUrl") ? (
                  <MediaPicker
                    label="로고 이미지"
                    fillInputId="partner-logoImageUrl"
                    load={loadMedia}
                    recommended={IMAGE_SIZES.logoPc}
                  />
                ) : null}
                {group.legend === LOCATION ? (
                  <>
                    <FormField
                      label="위도"
                      name="lat"
                      inputMode="decimal"
                      defaultValue={shown(state, "lat", partner.lat)}
                      error={errorFor(state.fields, "lat")}
                    />
                    <FormField
                      label="경도"
                      name="lng"
                      inputMode="decimal"
                      defaultValue={shown(state, "lng", partner.lng)}
                      error={errorFor(state.fields, "lng")}
                    />
                  </>
                ) : null}
              </div>
            </FieldGroup>
          ))}
          <FieldGroup legend="오시는 길">
            <TextAreaField
              label="버스"
              name="wayToPartnerByBus"
              hint="한 줄에 하나씩 입력하세요."
              defaultValue={shown(state, "wayToPartnerByBus", partner.wayToPartnerByBus.join("\n"))}
              error={errorFor(state.fields, "wayToPartnerByBus")}
            />
            <TextAreaField
              label="지하철"
              name="wayToPartnerBySubway"
              hint="한 줄에 하나씩 입력하세요."
              defaultValue={shown(state, "wayToPartnerBySubway", partner.wayToPartnerBySubway.join("\n"))}
              error={errorFor(state.fields, "wayToPartnerBySubway")}
            />
          </FieldGroup>
        </>
      )}
    </SettingsForm>
  );
}
