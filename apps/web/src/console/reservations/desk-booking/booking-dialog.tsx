"use client";

import type { DeskReservation } from "@clinic/shared";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useId, useRef, useState } from "react";
import base from "@/console/components/console.module.css";
import { type DeskBookingContext, loadBookingContext } from "./actions";
import { BookingForm } from "./booking-form";
import styles from "./desk-booking.module.css";

interface Props {
  partnerId: number;
  /** The booking to edit; absent: 전화 예약 (a new booking). */
  row?: DeskReservation;
  /** The desk's date, where a new booking's form starts. */
  date: string;
}

/**
 * A button opening the booking form in a native <dialog> (focus kept inside, Esc closes). The form's doctors,
 * treatments and the account's right to override are read when it first opens; a new form each time it opens.
 */
export function BookingDialog({ partnerId, row, date }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [context, setContext] = useState<DeskBookingContext | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [opened, setOpened] = useState(0);
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();

  async function open() {
    setOpened((count) => count + 1);
    dialog.current?.showModal();
    if (context) return;
    try {
      const loaded = await loadBookingContext(partnerId);
      if (loaded) setContext(loaded);
      else setLoadError(true);
    } catch {
      setLoadError(true);
    }
  }

  const saved = useCallback(
    (savedDate: string) => {
      dialog.current?.close();
      // A new booking on another day: show that day, where it now is.
      if (!row && savedDate && savedDate !== (search.get("date") ?? date)) {
        const query = new URLSearchParams(search.toString());
        query.set("date", savedDate);
        query.delete("view");
        router.push(`${pathname}?${query.toString()}`);
      }
    },
    [row, search, date, pathname, router],
  );

  const title = row ? `${row.name} 예약 수정` : "전화 예약";
  return (
    <>
      <button
        type="button"
        className={row ? base.secondary : base.button}
        onClick={open}
        aria-haspopup="dialog"
      >
        {row ? "수정" : "전화 예약"}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`}>
        <div className={styles.head}>
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className={base.secondary} onClick={() => dialog.current?.close()}>
            닫기
          </button>
        </div>
        {context ? (
          <BookingForm
            key={opened}
            partnerId={partnerId}
            context={context}
            date={date}
            onSaved={saved}
            {...(row ? { row } : {})}
          />
        ) : loadError ? (
          <p className={base.alert} role="alert">
            예약 양식을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
          </p>
        ) : (
          <p className={base.muted}>불러오는 중…</p>
        )}
      </dialog>
    </>
  );
}
