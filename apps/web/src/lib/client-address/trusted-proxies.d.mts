import type { BlockList } from "node:net";

export declare function parseTrustedProxies(list: string | undefined): BlockList | null;
