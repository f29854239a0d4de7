import type { Metadata } from "next";
import { consoleGet } from "@/console/lib/api";
import { saveMarketingAction } from "@/console/settings/actions";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { MarketingForm } from "@/console/settings/marketing/marketing-form";

export const metadata: Metadata = { title: "마케팅 설정" };

export default async function MarketingSettingsPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const marketing = await consoleGet("marketing", { params: { partnerId } });
  return (
    <SettingsPage
      title="마케팅 설정"
      lead="분석 도구, 상담 채팅, 네이버 소유확인과 소셜 링크입니다. 비워 두면 사용하지 않습니다."
    >
      <MarketingForm action={saveMarketingAction.bind(null, partnerId)} marketing={marketing} />
    </SettingsPage>
  );
}
