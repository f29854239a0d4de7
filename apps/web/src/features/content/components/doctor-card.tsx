import type { PartnerEmployee } from "@clinic/shared";
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
  return (
    <article className={styles.card} data-variant={variant} data-testid="doctor-card">
      <div className={styles.photoFrame}>
        {doctor.photoUrl ? (
          // biome-ignore lint/performance/noImgElement: media are our own SVGs; images.unoptimized
          <img
            className={styles.photo}
            src={doctor.photoUrl}
            alt={`${doctor.name} ${doctor.position ?? "원장"} 사진`}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {doctor.name.slice(0, 1)}
          </span>
        )}
      </div>
      <div className={styles.text}>
        <p className={styles.position}>{doctor.position ?? "의료진"}</p>
        <Heading className={styles.name}>{doctor.name}</Heading>
        {doctor.specialty ? <p className={styles.specialty}>{doctor.specialty}</p> : null}
        {variant === "full" && doctor.greeting ? (
          <blockquote className={styles.greeting}>
            <p>{doctor.greeting}</p>
          </blockquote>
        ) : null}
        {variant === "full" && doctor.careers.length > 0 ? (
          <div className={styles.careers}>
            <p className={styles.careersTitle}>약력</p>
            <ul className={styles.careerList}>
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
