export function encodeEntry(entry: unknown): string;
export function decodeEntry(text: string): unknown;
