import type { Metadata } from "next";
import Link from "next/link";
import { clinicHref, consoleHref } from "../../../../../../lib/console/paths";
import base from "../../../../_components/console.module.css";
import { listMediaAction } from "../../media/_actions";
import { clinicIdFrom } from "../../settings/_lib/clinic-id";
import { saveBannerAction } from "../_actions";
import { BannerForm } from "../_components/banner-form";

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
