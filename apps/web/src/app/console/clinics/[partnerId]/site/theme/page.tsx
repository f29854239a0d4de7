import type { Metadata } from "next";
import { consoleGet } from "../../../../../../lib/console/api";
import { listMediaAction } from "../../media/_actions";
import { SettingsPage } from "../../settings/_components/settings-page";
import { clinicIdFrom } from "../../settings/_lib/clinic-id";
import { saveThemeAction } from "../_actions";
import { ThemeForm } from "./theme-form";

export const metadata: Metadata = { title: "테마" };

export default async function ThemePage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const stored = await consoleGet("theme", { params: { partnerId } });
  return (
    <SettingsPage
      title="테마"
      lead="홈페이지의 브랜드 색상(#rrggbb)과 로고입니다. 회색과 상태 색상은 디자인 기본값을 씁니다."
    >
      <ThemeForm
        action={saveThemeAction.bind(null, partnerId)}
        stored={stored}
        loadMedia={listMediaAction.bind(null, partnerId)}
      />
    </SettingsPage>
  );
}
