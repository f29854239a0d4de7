import type { IncomingMessage, ServerResponse } from "node:http";
import type { PageStore } from "./page-store.mjs";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export declare function createPageCache(
  handle: RequestHandler,
  options?: { store?: PageStore; now?: () => number },
): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
