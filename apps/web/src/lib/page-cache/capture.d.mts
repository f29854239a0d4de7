import type { ServerResponse } from "node:http";

export interface Answer {
  status: number;
  rawHeaders: Record<string, unknown>;
  headers: [string, unknown][];
  body: Buffer;
  kept: { site: string; stale: boolean } | null;
}

export declare function captureResponse(
  res: ServerResponse,
  options: { capture: boolean; onFinish: (answer: Answer | null) => void },
): Promise<Answer | null>;
