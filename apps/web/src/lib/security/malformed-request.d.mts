import type { IncomingMessage, ServerResponse } from "node:http";

export declare function isMalformedTarget(url: string | undefined): boolean;
export declare function answerBadRequest(req: IncomingMessage, res: ServerResponse): void;
