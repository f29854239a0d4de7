import type { Metadata } from "next";
import { consoleGet } from "@/console/lib/api";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { saveLanguagesAction } from "@/console/site/actions";
import { LanguagesForm } from "@/console/site/languages/languages-form";

export const metadata: Metadata = { title: "언어" };

export default async function LanguagesPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const { languages } = await consoleGet("siteLanguages", { params: { partnerId } });
  return (
    <SettingsPage
      title="언어"
      lead="외국인 환자를 위해 홈페이지를 여러 언어로 엽니다. 켜 둔 언어마다 /en 같은 주소가 생기고, 헤더에 언어 선택이 보입니다. 화면의 안내 문구는 그 언어로 바뀌고, 시술 · 공지 같은 내용은 번역이 준비되기 전까지 한국어로 보입니다."
    >
      <LanguagesForm action={saveLanguagesAction.bind(null, partnerId)} stored={languages} />
    </SettingsPage>
  );
}
