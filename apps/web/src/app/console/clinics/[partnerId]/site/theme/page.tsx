import type { Metadata } from "next";
import { consoleGet } from "@/console/lib/api";
import { listMediaAction } from "@/console/media/actions";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { saveThemeAction } from "@/console/site/actions";
import { ThemeForm } from "@/console/site/theme/theme-form";

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
