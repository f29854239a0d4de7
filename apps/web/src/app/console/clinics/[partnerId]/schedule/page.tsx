import type { Metadata } from "next";
import { notFound } from "next/navigation";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { DoctorForm } from "@/console/schedule/components/doctor-form";
import { DoctorOverrideForm, DoctorOverrideList } from "@/console/schedule/components/doctor-override-forms";
import { OverrideForm, OverrideList } from "@/console/schedule/components/override-forms";
import { SettingsForm } from "@/console/schedule/components/settings-form";

export const metadata: Metadata = { title: "예약 설정" };

/** Capacity, slot length, holidays and date overrides, and doctors' weekly hours (owners save; staff read). */
export default async function SchedulePage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  const schedule = await consoleGet("schedule", { params: { partnerId } });
  return (
    <div className={base.page}>
      <PageHead title="예약 설정" lead="저장하면 홈페이지의 예약 가능 시간에 바로 반영됩니다." />
      <section className={base.card}>
        <SettingsForm partnerId={partnerId} settings={schedule.settings} />
      </section>
      <section className={base.card}>
        <OverrideForm partnerId={partnerId} />
        <OverrideList partnerId={partnerId} overrides={schedule.overrides} />
      </section>
      {schedule.doctors.length > 0 ? (
        <section className={base.card}>
          <DoctorOverrideForm partnerId={partnerId} doctors={schedule.doctors} />
          <DoctorOverrideList partnerId={partnerId} doctors={schedule.doctors} />
        </section>
      ) : null}
      <section className={base.card} aria-labelledby="doctors-title">
        <h2 id="doctors-title">의료진 근무 시간</h2>
        {schedule.doctors.length === 0 ? (
          <p className={base.muted}>등록된 의료진이 없습니다.</p>
        ) : (
          schedule.doctors.map((doctor) => (
            <DoctorForm key={doctor.id} partnerId={partnerId} doctor={doctor} />
          ))
        )}
      </section>
    </div>
  );
}
