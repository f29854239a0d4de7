export function serializeEntry(entry: unknown): string;
export function parseEntry(text: string): unknown;
export function encodeEntry(entry: unknown): Promise<Buffer>;
export function decodeEntry(stored: Buffer): Promise<unknown>;
