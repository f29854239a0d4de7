import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { consoleGet } from "../../../../../../lib/console/api";
import { parseClinicId } from "../../../../../../lib/console/me";
import { clinicHref, consoleHref } from "../../../../../../lib/console/paths";
import base from "../../../../_components/console.module.css";
import { listMediaAction } from "../../media/_actions";
import { clinicIdFrom } from "../../settings/_lib/clinic-id";
import { savePopupAction } from "../_actions";
import { PopupForm } from "../_components/popup-form";

export const metadata: Metadata = { title: "팝업 수정" };

export default async function EditPopupPage({
  params,
}: {
  params: Promise<{ partnerId: string; id: string }>;
}) {
  const partnerId = await clinicIdFrom(params);
  const popupId = parseClinicId((await params).id);
  if (popupId === null) notFound();
  // The list is short (a handful per clinic); the API has no single-popup read.
  const { rows } = await consoleGet("popups", { params: { partnerId } });
  const popup = rows.find((row) => row.id === popupId);
  if (!popup) notFound();
  return (
    <div className={base.page}>
      <p>
        <Link href={consoleHref(clinicHref(partnerId, "popups"))}>← 팝업 목록</Link>
      </p>
      <h1 className={base.title}>팝업 수정</h1>
      <section className={base.card}>
        <PopupForm
          action={savePopupAction.bind(null, partnerId, popupId)}
          popup={popup}
          loadMedia={listMediaAction.bind(null, partnerId)}
        />
      </section>
    </div>
  );
}
