import type { Metadata } from "next";
import Link from "next/link";
import { clinicHref, consoleHref } from "../../../../../../lib/console/paths";
import base from "../../../../_components/console.module.css";
import { listMediaAction } from "../../media/_actions";
import { clinicIdFrom } from "../../settings/_lib/clinic-id";
import { savePopupAction } from "../_actions";
import { PopupForm } from "../_components/popup-form";

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
