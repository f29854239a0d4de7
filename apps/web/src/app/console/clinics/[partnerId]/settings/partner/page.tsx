import type { Metadata } from "next";
import { consoleGet } from "@/console/lib/api";
import { listMediaAction } from "@/console/media/actions";
import { savePartnerAction } from "@/console/settings/actions";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { PartnerForm } from "@/console/settings/partner/partner-form";

export const metadata: Metadata = { title: "병원 정보" };

export default async function PartnerSettingsPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const partner = await consoleGet("partnerSettings", { params: { partnerId } });
  return (
    <SettingsPage title="병원 정보" lead="홈페이지 하단과 오시는 길에 보이는 병원 정보입니다.">
      <PartnerForm
        action={savePartnerAction.bind(null, partnerId)}
        partner={partner}
        loadMedia={listMediaAction.bind(null, partnerId)}
      />
    </SettingsPage>
  );
}
