import type { RateLimitRule } from "@api/lib/rate-limit";

/** Seconds a phone must wait between two codes; also what the answer tells the form to count down. */
export const RESEND_AFTER_SECONDS = 30;
const HOUR = 3600;

/** One code per phone every 30 seconds… */
export const PHONE_BURST: RateLimitRule = {
  name: "sms-send-phone-burst",
  limit: 1,
  windowSeconds: RESEND_AFTER_SECONDS,
};
/** …and five an hour: texts cost money and land on a real person's phone. Counted per clinic and phone. */
export const PHONE_HOURLY: RateLimitRule = { name: "sms-send-phone-hour", limit: 5, windowSeconds: HOUR };
/** One visitor address may ask for 20 codes an hour over every clinic and phone (texting strangers). */
export const IP_HOURLY: RateLimitRule = { name: "sms-send-ip", limit: 20, windowSeconds: HOUR };
/**
 * Wrong codes per visitor address and hour over every phone: each code dies after 5 wrong tries, this stops one
 * visitor from spreading guesses over many phones' codes.
 */
export const WRONG_CODES_PER_IP: RateLimitRule = {
  name: "sms-code-wrong-ip",
  limit: 20,
  windowSeconds: HOUR,
};

export const phoneKey = (partnerId: number, phone: string) => `${partnerId}:${phone}`;
