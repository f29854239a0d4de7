import { apiErrorSchema } from "@clinic/shared";

export interface Outcome {
  status: number;
  problem: string | null;
}

/** The parts of an answer the judge reads (a LightMyRequestResponse has them). */
export interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** Spec 8: no 5xx, and every 4xx carries the error shape with its own status. */
export function judge(response: Answer): Outcome {
  const status = response.statusCode;
  if (status >= 500) return { status, problem: `answered ${status}: ${response.body.slice(0, 300)}` };
  if (status < 400) return { status, problem: null };
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    return { status, problem: `${status} body is not JSON: ${response.body.slice(0, 200)}` };
  }
  const shape = apiErrorSchema.safeParse(parsed);
  if (!shape.success) return { status, problem: `${status} body lacks the error shape: ${response.body}` };
  if (shape.data.status !== status)
    return { status, problem: `body status ${shape.data.status} ≠ ${status}` };
  return { status, problem: null };
}
