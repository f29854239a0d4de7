import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import base from "@/console/components/console.module.css";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { listMediaAction } from "@/console/media/actions";
import { savePopupAction } from "@/console/popups/actions";
import { PopupForm } from "@/console/popups/components/popup-form";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

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
      <p>
        <Link href={consoleHref(clinicHref(partnerId, `popups/${popupId}/translations`))}>
          번역 (English · 日本語 · 中文)
        </Link>
      </p>
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
