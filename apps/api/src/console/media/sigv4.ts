import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 for S3-compatible storage (AWS, MinIO, R2, NCP Object Storage…), written against the
 * published algorithm with node:crypto so the API needs no SDK. Tested with AWS's own example vectors.
 */
export interface SignInput {
  method: string;
  /** Host header value (with a port when it is not the scheme's default). */
  host: string;
  /** The path as sent, already URI-encoded per segment (use `encodeKeyPath`). */
  path: string;
  /** Query parameters; values are encoded here. */
  query?: Record<string, string>;
  /** Extra headers to sign (names in any case). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (`sha256Hex(body)`; the empty hash for no body). */
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  now: Date;
}

export interface Signed {
  /** Every header to send, lower-case names: the signed ones, x-amz-date, x-amz-content-sha256, authorization. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash("sha256").update(data).digest("hex");

const hmac = (key: string | Buffer, data: string): Buffer => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** An object key as a path: every segment encoded, the slashes kept. */
export const encodeKeyPath = (key: string): string => `/${key.split("/").map(uriEncode).join("/")}`;

/** 20130524T000000Z */
export const amzDate = (now: Date): string =>
  now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), "aws4_request");
}

export function signRequest(input: SignInput): Signed {
  const service = input.service ?? "s3";
  const timestamp = amzDate(input.now);
  const date = timestamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
  }
  headers.host = input.host;
  headers["x-amz-date"] = timestamp;
  headers["x-amz-content-sha256"] = input.payloadHash;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");
  const query = Object.entries(input.query ?? {})
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path,
    query,
    ...names.map((name) => `${name}:${headers[name]}`),
    "",
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  const scope = `${date}/${input.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", timestamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signature = createHmac("sha256", signingKey(input.secretAccessKey, date, input.region, service))
    .update(stringToSign)
    .digest("hex");
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}
