export declare const FRESH_MS: number;
export declare const STALE_MS: number;
export declare const RETRY_REFRESH_MS: number;
export declare const MAX_TOTAL_BYTES: number;
export declare const MAX_PAGE_BYTES: number;
export declare const COALESCE_WAIT_MS: number;
export declare const SITE_HEADER: "x-page-cache-site";
export declare const PUBLIC_PAGE_HEADER: "x-page-cache-public";
export declare const STATUS_HEADER: "x-page-cache";

export interface CacheableRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export declare function cacheKey(request: CacheableRequest): string | null;
export declare function carriesNextSignal(headers: Record<string, string | string[] | undefined>): boolean;
export declare function keepable(
  status: number,
  headers: Record<string, unknown>,
): { site: string; stale: boolean } | null;
export declare function sitesOfRevalidation(body: string): string[] | null;
