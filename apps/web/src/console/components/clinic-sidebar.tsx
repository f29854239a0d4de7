import type { ConsoleClinic, Staff } from "@clinic/shared";
import { staffRoleLabels } from "@clinic/shared";
import Link from "next/link";
import { clinicHref } from "@/console/lib/paths";
import { PendingBadge, PendingCount } from "@/console/reservations/live/pending-badge";
import { groupedSectionsFor } from "./clinic-nav";
import styles from "./clinic-shell.module.css";
import { NavLink } from "./nav-link";
import { SignOutButton } from "./sign-out-button";

/**
 * The clinic's sections, the signed-in account and the way out; the operator also gets back to the list. On a
 * phone the menu folds behind a "메뉴" button (a native <details>: no script, Esc-free, keyboard-operable); wider
 * screens always show it (clinic-shell.module.css opens the details' content there).
 */
export function ClinicSidebar({ clinic, staff }: { clinic: ConsoleClinic; staff: Staff }) {
  return (
    <aside className={styles.sidebar}>
      <p className={styles.clinic}>{clinic.name}</p>
      <details className={styles.disclosure}>
        <summary className={styles.menuButton}>
          메뉴
          <PendingCount partnerId={clinic.id} className={styles.badge} />
        </summary>
        <nav aria-label="콘솔 메뉴" className={styles.nav}>
          {groupedSectionsFor(staff.role).map(({ group, sections }) => (
            <section key={group} className={styles.group} aria-label={group}>
              <h2 className={styles.groupTitle}>{group}</h2>
              <ul className={styles.menu}>
                {sections.map((section) => (
                  <li key={section.segment} className={styles.item}>
                    <NavLink className={styles.link} href={clinicHref(clinic.id, section.segment)}>
                      {section.label}
                    </NavLink>
                    {section.segment === "reservations" ? (
                      <PendingBadge partnerId={clinic.id} className={styles.badge} />
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <ul className={styles.menu}>
            {staff.role === "OPERATOR" ? (
              <li>
                <Link className={styles.link} href="/clinics">
                  병원 목록
                </Link>
              </li>
            ) : null}
            <li>
              <Link className={styles.link} href="/account/password">
                비밀번호 변경
              </Link>
            </li>
          </ul>
        </nav>
        <div className={styles.account}>
          <p>
            {staff.name}
            <br />
            <span className={styles.role}>{staffRoleLabels[staff.role]}</span>
          </p>
          <SignOutButton />
        </div>
      </details>
    </aside>
  );
}
