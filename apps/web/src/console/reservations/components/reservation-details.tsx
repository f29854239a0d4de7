import { type DeskReservation, reservationStatusLabels } from "@clinic/shared";
import { PhoneLink } from "@/console/components/phone-link";
import { PatientLink } from "@/console/patients/components/patient-link";
import styles from "./desk.module.css";
import { typeLabels } from "./desk-filters";
import { LanguageBadge } from "./language-badge";

/** What the desk reads of one reservation: who, status, kind and length, doctor, treatments, memo, cancellation. */
export function ReservationDetails({ row }: { row: DeskReservation }) {
  return (
    <div>
      <p className={styles.who}>
        {row.name}
        <LanguageBadge language={row.language} /> · <PhoneLink phone={row.phone} />{" "}
        <span className={styles.status} data-status={row.status}>
          {reservationStatusLabels[row.status]}
        </span>
      </p>
      <p className={styles.meta}>
        {typeLabels[row.type]} · {row.durationMinutes}분{row.employee ? ` · ${row.employee.name}` : ""}
      </p>
      {row.items.length > 0 ? (
        <p className={styles.meta}>
          {row.items.map((item) => `${item.productName} ${item.optionName}`).join(", ")}
        </p>
      ) : null}
      {row.memo ? <p className={styles.meta}>메모: {row.memo}</p> : null}
      <PatientLink patientId={row.patientId} className={styles.meta} />
      {row.status === "CANCELLED" ? (
        <p className={styles.meta}>
          {row.cancelledBy === "CUSTOMER" ? "고객 취소" : "병원 취소"}
          {row.cancelReason ? ` · 사유: ${row.cancelReason}` : ""}
        </p>
      ) : null}
    </div>
  );
}
