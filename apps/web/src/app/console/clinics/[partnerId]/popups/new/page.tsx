import type { Metadata } from "next";
import Link from "next/link";
import base from "@/console/components/console.module.css";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { listMediaAction } from "@/console/media/actions";
import { savePopupAction } from "@/console/popups/actions";
import { PopupForm } from "@/console/popups/components/popup-form";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "새 팝업" };

export default async function NewPopupPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  return (
    <div className={base.page}>
      <p>
        <Link href={consoleHref(clinicHref(partnerId, "popups"))}>← 팝업 목록</Link>
      </p>
      <h1 className={base.title}>새 팝업</h1>
      <section className={base.card}>
        <PopupForm
          action={savePopupAction.bind(null, partnerId, null)}
          popup={null}
          loadMedia={listMediaAction.bind(null, partnerId)}
        />
      </section>
    </div>
  );
}
