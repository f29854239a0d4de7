import type { IncomingMessage, ServerResponse } from "node:http";

export declare const API_BODY_LIMIT_BYTES: number;
export declare function guardApiBody(
  req: IncomingMessage,
  res: ServerResponse,
  next: (req: IncomingMessage) => void,
  limit?: number,
): void;
