import type { IncomingMessage, ServerResponse } from "node:http";

export declare const BAD_REQUEST_MESSAGE: string;
export declare function startErrorAnswer(req: IncomingMessage, res: ServerResponse, status: number): void;
export declare function answerErrorJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
): void;
