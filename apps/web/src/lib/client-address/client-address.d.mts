import type { IncomingMessage } from "node:http";
import type { BlockList } from "node:net";

export declare function normalizeAddress(text: string | undefined | null): string | null;
export declare function clientAddress(request: {
  peer: string | undefined;
  forwardedFor: string | string[] | undefined;
  trusted: BlockList | null;
}): string;
export declare function setForwardedHeaders(req: IncomingMessage, trusted: BlockList | null): void;
