export function redisCacheConfig(
  source?: Record<string, string | undefined>,
): { url: string; keyPrefix: string } | null;
