"use client";

import type { ConsoleMarketing } from "@clinic/shared";
import { FormField } from "@/console/components/form-field";
import { FieldGroup } from "../components/fields";
import styles from "../components/settings.module.css";
import { type SettingsAction, SettingsForm } from "../components/settings-form";
import { errorFor, shown } from "../lib/form-data";

type Field = { name: keyof ConsoleMarketing; label: string; placeholder?: string; type?: string };

const GROUPS: { legend: string; fields: Field[] }[] = [
  {
    legend: "분석과 상담",
    fields: [
      { name: "gtmId", label: "Google 태그 관리자 ID", placeholder: "GTM-XXXXXXX" },
      { name: "ga4Id", label: "GA4 측정 ID", placeholder: "G-XXXXXXXXXX" },
      { name: "ga4PropertyId", label: "GA4 속성 ID", placeholder: "123456789" },
      { name: "channelTalkId", label: "채널톡 플러그인 키" },
    ],
  },
  {
    legend: "사이트",
    fields: [
      {
        name: "naverDomainCheckHtml",
        label: "네이버 사이트 소유확인",
        placeholder: "naver….html 또는 메타 태그",
      },
      { name: "domainUrl", label: "대표 도메인 주소", type: "url" },
      { name: "languageId", label: "언어 코드", placeholder: "ko" },
    ],
  },
  {
    legend: "소셜 링크",
    fields: [
      { name: "instagramUrl", label: "인스타그램", type: "url" },
      { name: "kakaoTalkUrl", label: "카카오톡 채널", type: "url" },
      { name: "naverBlogUrl", label: "네이버 블로그", type: "url" },
      { name: "naverTalkUrl", label: "네이버 톡톡", type: "url" },
      { name: "youtubeUrl", label: "유튜브", type: "url" },
      { name: "xUrl", label: "X(트위터)", type: "url" },
    ],
  },
];

export function MarketingForm({
  action,
  marketing,
}: {
  action: SettingsAction;
  marketing: ConsoleMarketing;
}) {
  return (
    <SettingsForm action={action} label="마케팅 설정">
      {(state) =>
        GROUPS.map((group) => (
          <FieldGroup key={group.legend} legend={group.legend}>
            <div className={styles.grid}>
              {group.fields.map((field) => (
                <FormField
                  key={field.name}
                  label={field.label}
                  name={field.name}
                  type={field.type ?? "text"}
                  placeholder={field.placeholder}
                  defaultValue={shown(state, field.name, marketing[field.name])}
                  error={errorFor(state.fields, field.name)}
                />
              ))}
            </div>
          </FieldGroup>
        ))
      }
    </SettingsForm>
  );
}
