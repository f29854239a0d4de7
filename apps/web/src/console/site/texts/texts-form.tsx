"use client";

import type { ConsoleShellTexts, ShellTextKey } from "@clinic/shared";
import { FormField } from "@/console/components/form-field";
import { FieldGroup, TextAreaField } from "@/console/settings/components/fields";
import { type SettingsAction, SettingsForm } from "@/console/settings/components/settings-form";
import { errorFor, shown } from "@/console/settings/lib/form-data";
import layout from "../components/list-editor.module.css";

interface TextField {
  name: ShellTextKey;
  label: string;
  long?: boolean;
}

const GROUPS: { legend: string; fields: TextField[] }[] = [
  { legend: "상단 (PC 맨 위 줄)", fields: [{ name: "headerTopText", label: "상단 문구" }] },
  {
    legend: "바닥글",
    fields: [
      { name: "footerContactTitle", label: "상담 칸 제목" },
      { name: "footerConsultationText", label: "상담 안내 문구", long: true },
      { name: "footerHoursTitle", label: "진료 시간 칸 제목" },
      { name: "footerDescription", label: "병원 소개 문구", long: true },
    ],
  },
  {
    legend: "모바일 메뉴",
    fields: [
      { name: "menuChatTitle", label: "채팅 상담 제목" },
      { name: "menuChatText", label: "채팅 상담 설명" },
      { name: "menuPhoneLabel", label: "전화 상담 이름" },
    ],
  },
];

/**
 * Every text of the header and footer (issue 25). An empty field shows the placeholder's wording on the site:
 * the built-in text, the clinic group's name, or — for the consultation line — one written from the opening
 * hours, which follows every change of the hours.
 */
export function ShellTextsForm({ action, stored }: { action: SettingsAction; stored: ConsoleShellTexts }) {
  return (
    <SettingsForm action={action} label="헤더 · 푸터 문구">
      {(state) =>
        GROUPS.map((group) => (
          <FieldGroup key={group.legend} legend={group.legend}>
            <div className={layout.row}>
              {group.fields.map((field) => {
                const fallback = stored.defaults[field.name];
                const placeholder = fallback ?? "비워 두면 보이지 않습니다";
                const common = {
                  label: field.label,
                  name: field.name,
                  placeholder,
                  defaultValue: shown(state, field.name, stored[field.name]),
                  error: errorFor(state.fields, field.name),
                };
                return field.long ? (
                  <div key={field.name} className={layout.across}>
                    <TextAreaField
                      {...common}
                      hint={fallback ? `비워 두면: ${fallback}` : "비워 두면 보이지 않습니다."}
                    />
                  </div>
                ) : (
                  <FormField key={field.name} id={`field-${field.name}`} {...common} />
                );
              })}
            </div>
          </FieldGroup>
        ))
      }
    </SettingsForm>
  );
}
