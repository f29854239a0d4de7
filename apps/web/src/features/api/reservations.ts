import "server-only";
import type { ReservationStatus, reservationPageSchema } from "@clinic/shared";
import type { z } from "zod";
import { call, unwrap } from "./server-call";

export type ReservationPage = z.infer<typeof reservationPageSchema>;

/** GET /customer/reservations with the visitor's cookie token (the my-page history); never cached. */
export function getMyReservations(
  site: string,
  query: { page?: number; pageSize?: number; status?: ReservationStatus } = {},
): Promise<ReservationPage> {
  return unwrap(call("reservations", { query }, { site, caching: { scope: "visitor" } }));
}
