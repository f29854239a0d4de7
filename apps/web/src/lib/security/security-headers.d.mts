export declare const THIRD_PARTY_SOURCES: {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly frame: readonly string[];
};

export declare const HSTS_MAX_AGE_SECONDS: number;

export interface HeaderOptions {
  /** `next dev` needs eval for React's debugging aids; production never gets it. */
  development: boolean;
  /** Behind TLS (x-forwarded-proto https): HSTS and upgrade-insecure-requests. */
  https: boolean;
}

export interface HeaderPair {
  key: string;
  value: string;
}

export declare function contentSecurityPolicy(options: HeaderOptions): string;

/** The strict policy of every `/media/…` answer: nothing loads or runs, even in an SVG opened directly. */
export declare const MEDIA_CONTENT_SECURITY_POLICY: string;

/** Headers for `/media/…`, applied after securityHeaders so they win. */
export declare function mediaSecurityHeaders(): HeaderPair[];

/** Headers for every answer. */
export declare function securityHeaders(options: HeaderOptions): HeaderPair[];
