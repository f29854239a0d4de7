"use client";

import { sameOriginUrl, storefrontEndpoints } from "@clinic/shared/contract/storefront-endpoints";
import { toClientError } from "../api/errors";
import { apiFetch } from "../session/client";

export type CancelResult = { ok: true } | { ok: false; status: number; message: string };

/** PUT /customer/reservations/{id}/cancel; failures come back as the API's Korean message (spec 8), not thrown. */
export async function cancelReservation(reservationId: number): Promise<CancelResult> {
  let response: Response;
  try {
    response = await apiFetch(sameOriginUrl(storefrontEndpoints.cancelReservation, { id: reservationId }), {
      method: "PUT",
    });
  } catch {
    const error = toClientError(null, undefined);
    return { ok: false, status: error.status, message: error.message };
  }
  if (response.ok) return { ok: true };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = toClientError(response.status, body);
  return { ok: false, status: error.status, message: error.message };
}
