/** Timing of the SMS sign-in code as the guest form shows it. Pure. */

const SECONDS_PER_MINUTE = 60;
const MS_PER_SECOND = 1000;

/** Whole seconds left until `deadline` (epoch ms) at `now`, never below zero. */
export function secondsUntil(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / MS_PER_SECOND));
}

/** "m:ss" as on the code field: 300 → "5:00", 59 → "0:59". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / SECONDS_PER_MINUTE);
  const rest = whole % SECONDS_PER_MINUTE;
  return `${minutes}:${String(rest).padStart(2, "0")}`;
}

/** The epoch-ms deadline `seconds` from `now`. */
export const deadlineAfter = (seconds: number, now: number) => now + seconds * MS_PER_SECOND;
