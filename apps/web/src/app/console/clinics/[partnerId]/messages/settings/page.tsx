import type { Metadata } from "next";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { consoleGet } from "@/console/lib/api";
import { saveMessageSettingsAction } from "@/console/messages/actions";
import { AlertSettingsForm } from "@/console/messages/components/alert-settings-form";
import { DeliveryBanner } from "@/console/messages/components/delivery-banner";
import { MessagesTabs } from "@/console/messages/components/messages-tabs";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "알림 설정" };

/** Staff alert recipients and the patients' reminder times (owners): a 403 from the API is a 404 for staff. */
export default async function MessageSettingsPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const stored = await consoleGet("messageSettings", { params: { partnerId } });
  return (
    <div className={base.page}>
      <PageHead
        title="알림 설정"
        lead="직원 알림을 받을 사람과 종류, 고객에게 예약을 다시 알려 줄 시간을 정합니다."
      />
      <MessagesTabs partnerId={partnerId} current="messages/settings" manager />
      <DeliveryBanner delivery={stored.delivery} />
      <section className={base.card}>
        <AlertSettingsForm action={saveMessageSettingsAction.bind(null, partnerId)} stored={stored} />
      </section>
    </div>
  );
}
