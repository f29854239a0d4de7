import type { EventSummary } from "@clinic/shared";
import { EventCard } from "@/features/catalogue/components/event-card";
import styles from "./event-row.module.css";

/** The first running events as a row of cards (one column on phones). */
export function EventRow({ events }: { events: readonly EventSummary[] }) {
  return (
    <ul className={styles.row}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
