import type { Metadata } from "next";
import { consoleGet } from "@/console/lib/api";
import { saveHoursAction } from "@/console/settings/actions";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { HoursForm } from "@/console/settings/hours/hours-form";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "진료 시간" };

export default async function HoursSettingsPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const hours = await consoleGet("hours", { params: { partnerId } });
  return (
    <SettingsPage
      title="진료 시간"
      lead="요일별 진료시간과 점심시간입니다. 홈페이지 하단과 오시는 길에 보입니다."
    >
      <HoursForm action={saveHoursAction.bind(null, partnerId)} hours={hours} />
    </SettingsPage>
  );
}
