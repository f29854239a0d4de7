import "server-only";
import { headers } from "next/headers";
import { env } from "../../env";
import { parseHost } from "../tenancy/host";

/** The origin the visitor is using (scheme from TENANT_ORIGIN_SCHEME, host and port from the request). */
export async function requestOrigin(site: string): Promise<string> {
  const hostHeader = (await headers()).get("host") ?? "";
  const host = parseHost(hostHeader);
  const port = hostHeader.match(/:(\d{1,5})$/)?.[1];
  const authority = host ? `${host}${port ? `:${port}` : ""}` : `${site}.${env.PLATFORM_DOMAIN}`;
  return `${env.TENANT_ORIGIN_SCHEME}://${authority}`;
}
