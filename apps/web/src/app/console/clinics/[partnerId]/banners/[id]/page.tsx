import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { saveBannerAction } from "@/console/banners/actions";
import { BannerForm } from "@/console/banners/components/banner-form";
import base from "@/console/components/console.module.css";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { listMediaAction } from "@/console/media/actions";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "배너 수정" };

export default async function EditBannerPage({
  params,
}: {
  params: Promise<{ partnerId: string; id: string }>;
}) {
  const partnerId = await clinicIdFrom(params);
  const bannerId = parseClinicId((await params).id);
  if (bannerId === null) notFound();
  // A clinic has a handful of banners; the API has no single-banner read.
  const { rows } = await consoleGet("banners", { params: { partnerId } });
  const banner = rows.find((row) => row.id === bannerId);
  if (!banner) notFound();
  return (
    <div className={base.page}>
      <p>
        <Link href={consoleHref(clinicHref(partnerId, "banners"))}>← 배너 목록</Link>
      </p>
      <h1 className={base.title}>배너 수정</h1>
      <p>
        <Link href={consoleHref(clinicHref(partnerId, `banners/${bannerId}/translations`))}>
          번역 (English · 日本語 · 中文)
        </Link>
      </p>
      <section className={base.card}>
        <BannerForm
          action={saveBannerAction.bind(null, partnerId, bannerId)}
          banner={banner}
          loadMedia={listMediaAction.bind(null, partnerId)}
        />
      </section>
    </div>
  );
}
