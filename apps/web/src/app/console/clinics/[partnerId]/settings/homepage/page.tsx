import type { Metadata } from "next";
import { consoleGet } from "@/console/lib/api";
import { saveHomepageAction } from "@/console/settings/actions";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { HomepageForm } from "@/console/settings/homepage/homepage-form";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "홈페이지 설정" };

export default async function HomepageSettingsPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const homepage = await consoleGet("homepage", { params: { partnerId } });
  return (
    <SettingsPage title="홈페이지 설정" lead="가격 표시, 팝업 배치와 예약 방식입니다.">
      <HomepageForm action={saveHomepageAction.bind(null, partnerId)} homepage={homepage} />
    </SettingsPage>
  );
}
