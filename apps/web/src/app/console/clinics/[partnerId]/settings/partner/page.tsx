import type { Metadata } from "next";
import { consoleGet } from "../../../../../../lib/console/api";
import { listMediaAction } from "../../media/_actions";
import { savePartnerAction } from "../_actions";
import { SettingsPage } from "../_components/settings-page";
import { clinicIdFrom } from "../_lib/clinic-id";
import { PartnerForm } from "./partner-form";

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
