import type { PartnerEmployee } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import styles from "./doctor-card.module.css";

/** Intrinsic size of doctor portraits (3:4); CSS scales them. */
const PHOTO_WIDTH = 480;
const PHOTO_HEIGHT = 640;

interface DoctorCardProps {
  doctor: PartnerEmployee;
  /** Full profile (staff page) or the short preview of the introduction page. */
  variant?: "full" | "preview";
  headingLevel?: "h2" | "h3";
}

/** One doctor: portrait, position, name, specialty; the full variant adds the greeting and careers. */
export function DoctorCard({ doctor, variant = "full", headingLevel: Heading = "h2" }: DoctorCardProps) {
  const t = useTranslations("content");
  const language = useLocale();
  const lang = (field: string) => rowLang(language, doctor, field);
  return (
    <article className={styles.card} data-variant={variant} data-testid="doctor-card">
      <div className={styles.photoFrame}>
        {doctor.photoUrl ? (
          // biome-ignore lint/performance/noImgElement: media are our own SVGs; images.unoptimized
          <img
            className={styles.photo}
            src={doctor.photoUrl}
            alt={t("doctorPhoto", { name: doctor.name, position: doctor.position ?? t("director") })}
            lang={lang("name")}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.initial} aria-hidden="true" lang={lang("name")}>
            {doctor.name.slice(0, 1)}
          </span>
        )}
      </div>
      <div className={styles.text}>
        {doctor.position ? (
          <p className={styles.position} lang={lang("position")}>
            {doctor.position}
          </p>
        ) : (
          <p className={styles.position}>{t("doctor")}</p>
        )}
        <Heading className={styles.name} lang={lang("name")}>
          {doctor.name}
        </Heading>
        {doctor.specialty ? (
          <p className={styles.specialty} lang={lang("specialty")}>
            {doctor.specialty}
          </p>
        ) : null}
        {variant === "full" && doctor.greeting ? (
          <blockquote className={styles.greeting} lang={lang("greeting")}>
            <p>{doctor.greeting}</p>
          </blockquote>
        ) : null}
        {variant === "full" && doctor.careers.length > 0 ? (
          <div className={styles.careers}>
            <p className={styles.careersTitle}>{t("careers")}</p>
            <ul className={styles.careerList} lang={lang("careers")}>
              {doctor.careers.map((career) => (
                <li key={career}>{career}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** The staff page's list: one full profile after another. */
export function DoctorList({ doctors }: { doctors: PartnerEmployee[] }) {
  return (
    <ul className={styles.list}>
      {doctors.map((doctor) => (
        <li key={doctor.id}>
          <DoctorCard doctor={doctor} />
        </li>
      ))}
    </ul>
  );
}
