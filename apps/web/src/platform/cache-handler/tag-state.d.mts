export function parseTagRecord(record: string | null | undefined): { stale: number; expired: number } | null;
export function tagVerdict(
  records: Array<string | null | undefined>,
  lastModified: number,
  now?: number,
): "fresh" | "stale" | "expired";
