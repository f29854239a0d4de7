"use client";

import {
  type DeskReservation,
  LANGUAGE_NAMES,
  LANGUAGES,
  type ReservationType,
  type TimeSlot,
} from "@clinic/shared";
import { type FormEvent, startTransition, useActionState, useEffect, useId, useState } from "react";
import base from "@/console/components/console.module.css";
import { FormMessage, INITIAL_FORM_STATE } from "@/console/components/form-message";
import { type DeskBookingContext, loadDeskSlots, saveDeskBooking } from "./actions";
import styles from "./desk-booking.module.css";

const seoulDate = (iso: string) => new Date(Date.parse(iso) + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
const seoulClock = (iso: string) =>
  new Date(Date.parse(iso) + 9 * 60 * 60 * 1000).toISOString().slice(11, 16);
const won = (price: number) => `${price.toLocaleString("ko-KR")}원`;

interface Props {
  partnerId: number;
  context: DeskBookingContext;
  /** The booking being edited; absent for a new phone booking. */
  row?: DeskReservation;
  /** The date the form starts on (the desk's day) for a new booking. */
  date: string;
  /** Called after a successful save with the booking's date (the dialog closes, the desk shows that day). */
  onSaved: (date: string) => void;
}

/**
 * The desk's booking form: who (new bookings only), 상담 or 시술 with treatments, doctor, date and a time from the
 * open slots. A manager may pick a full time too; the reason field then appears and the API records the override.
 */
export function BookingForm({ partnerId, context, row, date: initialDate, onSaved }: Props) {
  const id = useId();
  const [state, action, pending] = useActionState(saveDeskBooking, INITIAL_FORM_STATE);
  // Dispatched by hand rather than through <form action>: React resets a form after its action, which would
  // uncheck the radios and checkboxes the state still holds when the API answers a field error.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };
  const [type, setType] = useState<ReservationType>(row?.type ?? "VISIT");
  const [chosen, setChosen] = useState<number[]>(row?.items.map((item) => item.productOptionId) ?? []);
  const choose = (optionId: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, optionId] : ids.filter((one) => one !== optionId)));
  const [doctor, setDoctor] = useState<string>(row?.employee ? String(row.employee.id) : "");
  const [date, setDate] = useState(row ? seoulDate(row.reservedAt) : initialDate);
  const [time, setTime] = useState(row ? seoulClock(row.reservedAt) : "");
  // Every input is controlled, so what was typed and chosen stays when the API answers a field error.
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [memo, setMemo] = useState(row?.memo ?? "");
  const [consent, setConsent] = useState(false);
  const [reason, setReason] = useState("");
  const [slots, setSlots] = useState<TimeSlot[] | null>(null);
  /** The date the shown slots are of (also for tests: the select has caught up with the date input). */
  const [slotsOf, setSlotsOf] = useState("");
  const [slotError, setSlotError] = useState<string | null>(null);

  useEffect(() => {
    if (state.ok && state.message) onSaved(state.detail ?? date);
  }, [state, onSaved, date]);

  const optionKey = chosen.join(",");
  useEffect(() => {
    let live = true;
    setSlots(null);
    setSlotsOf("");
    setSlotError(null);
    const ids = optionKey === "" ? [] : optionKey.split(",").map(Number);
    if (!date || (type === "TREATMENT" && ids.length === 0)) return;
    loadDeskSlots(partnerId, {
      date,
      type,
      productOptionIds: type === "TREATMENT" ? ids : [],
      employeeId: doctor === "" ? null : Number(doctor),
    }).then(
      (answer) => {
        if (!live) return;
        if ("error" in answer) setSlotError(answer.error);
        else {
          setSlots(answer.slots);
          setSlotsOf(date);
        }
      },
      () => live && setSlotError("예약 가능한 시간을 불러오지 못했습니다."),
    );
    return () => {
      live = false;
    };
  }, [partnerId, date, type, optionKey, doctor]);

  const own = row && seoulDate(row.reservedAt) === date ? seoulClock(row.reservedAt) : null;
  const picked = slots?.find((slot) => slot.time === time);
  // The booking's own time is free for itself; any other unavailable pick needs a manager's reason.
  const needsOverride = picked !== undefined && !picked.available && time !== own;
  const fields = state.fields ?? {};
  const error = (name: string) =>
    fields[name] ? (
      <span className={base.fieldError} id={`${id}-${name}-error`}>
        {fields[name]}
      </span>
    ) : null;
  const described = (name: string) =>
    fields[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};

  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      <input type="hidden" name="partnerId" value={partnerId} />
      {row ? <input type="hidden" name="id" value={row.id} /> : null}
      <FormMessage state={state.ok ? INITIAL_FORM_STATE : state} />
      {row ? null : (
        <>
          <div className={styles.pair}>
            <div className={base.field}>
              <label className={base.label} htmlFor={`${id}-name`}>
                환자 이름
              </label>
              <input
                className={base.input}
                id={`${id}-name`}
                name="name"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                autoComplete="off"
                required
                maxLength={50}
                {...described("name")}
              />
              {error("name")}
            </div>
            <div className={base.field}>
              <label className={base.label} htmlFor={`${id}-phone`}>
                휴대전화
              </label>
              <input
                className={base.input}
                id={`${id}-phone`}
                name="phone"
                value={phone}
                onChange={(event) => setPhone(event.currentTarget.value)}
                type="tel"
                inputMode="tel"
                placeholder="010-0000-0000"
                autoComplete="off"
                required
                {...described("phone")}
              />
              {error("phone")}
            </div>
          </div>
          <div className={base.field}>
            <label className={base.label} htmlFor={`${id}-language`}>
              안내 언어
            </label>
            <select
              className={base.input}
              id={`${id}-language`}
              name="language"
              defaultValue="ko"
              {...described("language")}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
            {error("language")}
            <p className={base.muted}>
              예약 안내 문자를 이 언어로 보냅니다. 외국어는 알림톡 대신 문자로 갑니다.
            </p>
          </div>
        </>
      )}

      <fieldset className={styles.group}>
        <legend className={base.label}>예약 종류</legend>
        <div className={styles.choices}>
          {(
            [
              ["VISIT", "상담"],
              ["TREATMENT", "시술"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
              />
              {label}
            </label>
          ))}
        </div>
        {error("type")}
      </fieldset>

      {type === "TREATMENT" ? (
        <fieldset className={styles.group} {...described("productOptionIds")}>
          <legend className={base.label}>시술 선택</legend>
          {context.treatments.length === 0 ? (
            <p className={base.muted}>예약할 수 있는 시술이 없습니다.</p>
          ) : (
            <ul className={styles.treatments}>
              {context.treatments.map((option) => (
                <li key={option.id}>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(option.id)}
                      onChange={(event) => choose(option.id, event.currentTarget.checked)}
                      name="productOptionIds"
                      value={option.id}
                    />
                    <span>
                      {option.productName} · {option.optionName}
                      <span className={base.muted}>
                        {" "}
                        {won(option.price)}
                        {option.durationMinutes ? ` · ${option.durationMinutes}분` : ""}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {error("productOptionIds")}
        </fieldset>
      ) : null}

      <div className={styles.pair}>
        <div className={base.field}>
          <label className={base.label} htmlFor={`${id}-doctor`}>
            담당 의료진
          </label>
          <select
            className={base.input}
            id={`${id}-doctor`}
            name="employeeId"
            value={doctor}
            onChange={(event) => setDoctor(event.currentTarget.value)}
            {...described("employeeId")}
          >
            <option value="">지정 안 함</option>
            {context.doctors.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
          {error("employeeId")}
        </div>
        <div className={base.field}>
          <label className={base.label} htmlFor={`${id}-date`}>
            날짜
          </label>
          <input
            className={base.input}
            id={`${id}-date`}
            name="date"
            type="date"
            required
            value={date}
            onChange={(event) => {
              setDate(event.currentTarget.value);
              setTime("");
            }}
          />
        </div>
      </div>

      <div className={base.field}>
        <label className={base.label} htmlFor={`${id}-time`}>
          시간
        </label>
        <select
          className={base.input}
          id={`${id}-time`}
          name="time"
          data-slots-of={slotsOf}
          required
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          {...described("time")}
        >
          <option value="">
            {slots === null
              ? slotError
                ? "시간을 불러오지 못했습니다"
                : "시간을 불러오는 중…"
              : "시간 선택"}
          </option>
          {own && !slots?.some((slot) => slot.time === own) ? (
            <option value={own}>{own} (현재 예약)</option>
          ) : null}
          {slots?.map((slot) => {
            const free = slot.available || slot.time === own;
            return (
              <option key={slot.time} value={slot.time} disabled={!free && !context.canOverride}>
                {slot.time}
                {slot.time === own ? " (현재 예약)" : free ? "" : " (마감)"}
              </option>
            );
          })}
        </select>
        {slotError ? <span className={base.fieldError}>{slotError}</span> : null}
        {slots !== null && slots.length === 0 ? (
          <span className={base.muted}>이 날은 진료하지 않습니다.</span>
        ) : null}
        {error("time")}
      </div>

      {context.canOverride && (needsOverride || fields.overrideReason) ? (
        <div className={base.field}>
          <label className={base.label} htmlFor={`${id}-override`}>
            정원 초과 사유 (실장·원장)
          </label>
          <input
            className={base.input}
            id={`${id}-override`}
            name="overrideReason"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            maxLength={200}
            placeholder="예: 원장님 확인 후 추가 진료"
            {...described("overrideReason")}
          />
          <span className={base.muted}>마감된 시간에 예약하면 사유가 기록됩니다.</span>
          {error("overrideReason")}
        </div>
      ) : null}

      <div className={base.field}>
        <label className={base.label} htmlFor={`${id}-memo`}>
          메모
        </label>
        <textarea
          className={base.input}
          id={`${id}-memo`}
          name="memo"
          rows={2}
          maxLength={500}
          value={memo}
          onChange={(event) => setMemo(event.currentTarget.value)}
          {...described("memo")}
        />
        {error("memo")}
      </div>

      {row ? null : (
        <div className={base.field}>
          <label className={styles.choice}>
            <input
              type="checkbox"
              name="privacyConsent"
              checked={consent}
              onChange={(event) => setConsent(event.currentTarget.checked)}
              required
              {...described("privacyConsent")}
            />
            환자가 전화로 개인정보 수집·이용에 동의했습니다.
          </label>
          {error("privacyConsent")}
        </div>
      )}

      <div className={styles.footer}>
        <button className={base.button} type="submit" disabled={pending} aria-busy={pending}>
          {pending ? "처리 중…" : row ? "수정 저장" : "예약 등록"}
        </button>
      </div>
    </form>
  );
}
