import type { Metadata } from "next";
import { notFound } from "next/navigation";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { one } from "@/console/lib/search-params";
import { ReportsView } from "@/console/reports/components/reports-view";
import { chooseRange } from "@/console/reports/range";
import { realDate } from "@/console/reservations/components/desk-dates";

export const metadata: Metadata = { title: "통계" };

type Search = Record<string, string | string[] | undefined>;

/** The clinic's reports: a range (the last 7/30/90 days or any up to a year), its figures and the CSV export. */
export default async function ReportsPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<Search>;
}) {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  const search = await searchParams;
  const range = chooseRange({
    days: one(search.days),
    from: one(search.from),
    to: one(search.to),
  });
  const summary = await consoleGet("reportSummary", {
    params: { partnerId },
    query: { from: range.from, to: range.to },
  });
  const exportError = one(search.exportError)?.slice(0, 200) ?? null;
  // A refused export comes back with the dates asked for: its form shows them again beside the message.
  const exportRange = exportError
    ? {
        from: realDate(one(search.from)) ?? range.from,
        to: realDate(one(search.to)) ?? range.to,
      }
    : range;
  return (
    <div className={base.page}>
      <PageHead title="통계" lead="예약과 문의를 기간별로 봅니다. 날짜는 한국 시간 기준입니다." />
      <ReportsView
        partnerId={partnerId}
        range={range}
        summary={summary}
        exportRange={exportRange}
        exportError={exportError}
      />
    </div>
  );
}
