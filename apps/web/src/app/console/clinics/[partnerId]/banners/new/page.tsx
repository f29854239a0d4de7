import type { Metadata } from "next";
import Link from "next/link";
import { saveBannerAction } from "@/console/banners/actions";
import { BannerForm } from "@/console/banners/components/banner-form";
import base from "@/console/components/console.module.css";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { listMediaAction } from "@/console/media/actions";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "새 배너" };

export default async function NewBannerPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  return (
    <div className={base.page}>
      <p>
        <Link href={consoleHref(clinicHref(partnerId, "banners"))}>← 배너 목록</Link>
      </p>
      <h1 className={base.title}>새 배너</h1>
      <section className={base.card}>
        <BannerForm
          action={saveBannerAction.bind(null, partnerId, null)}
          banner={null}
          loadMedia={listMediaAction.bind(null, partnerId)}
        />
      </section>
    </div>
  );
}
