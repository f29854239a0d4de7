import type { PartnerEmployee } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { Link } from "@/ui/status/intent-link";
import { DoctorCard } from "./doctor-card";
import styles from "./introduce-sections.module.css";

/** How many doctors the introduction page shows before '의료진 전체 보기'. */
export const DOCTOR_PREVIEW_COUNT = 4;

export function DoctorPreview({ doctors }: { doctors: PartnerEmployee[] }) {
  const t = useTranslations("content");
  return (
    <section className={styles.section} aria-labelledby="doctor-preview-title">
      <div className={styles.sectionHead}>
        <h2 id="doctor-preview-title" className={styles.sectionTitle}>
          {t("doctors")}
        </h2>
        <Link href="/introduce/staff" className={styles.more}>
          {t("allDoctors")}
        </Link>
      </div>
      <ul className={styles.doctorGrid}>
        {doctors.slice(0, DOCTOR_PREVIEW_COUNT).map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} variant="preview" headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
