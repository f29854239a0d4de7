import { Resolver } from "node:dns/promises";
import type { ClinicDomains } from "@clinic/shared";

/** Where clinics point their domains (env CLINIC_CNAME_TARGET / CLINIC_A_RECORD, docs/deploy.md). */
export interface DomainTargets {
  /** Host name a clinic's subdomain (www.…) points to with a CNAME record. */
  cnameTarget: string;
  /** IPv4 address an apex domain (example.co.kr) points to with an A record; null → none configured. */
  aRecord: string | null;
}

/** What DNS answers for one host: its CNAME target(s) and IPv4 addresses (empty when nothing answers). */
export interface DnsAnswer {
  cname: string[];
  addresses: string[];
}

export type DnsLookup = (host: string) => Promise<DnsAnswer>;

/** A lookup gives up after this long: the console page must not hang on a slow DNS server. */
export const DNS_LOOKUP_TIMEOUT_MS = 2_500;

const withTimeout = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });

/** The server's own resolver (node:dns/promises), one try, bounded by DNS_LOOKUP_TIMEOUT_MS in all. */
export function systemDnsLookup(timeoutMs = DNS_LOOKUP_TIMEOUT_MS): DnsLookup {
  return async (host) => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    const none: string[] = [];
    const [cname, addresses] = await Promise.all([
      withTimeout(resolver.resolveCname(host), timeoutMs, none),
      withTimeout(resolver.resolve4(host), timeoutMs, none),
    ]);
    resolver.cancel();
    return { cname, addresses };
  };
}

/** Korean second-level zones: `clinic.co.kr` is an apex domain like `clinic.kr` (no CNAME allowed at an apex). */
const SECOND_LEVEL =
  /\.(?:co|or|ne|go|ac|re|pe|ms|hs|es|sc|kg|seoul|busan)\.kr$|\.(?:co|com|net|org)\.[a-z]{2}$/;

export function isApexDomain(host: string): boolean {
  const labels = host.split(".");
  return labels.length === 2 || (labels.length === 3 && SECOND_LEVEL.test(host));
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

/** The record to create for each custom domain, and whether it already answers with the platform's address. */
export async function domainStatuses(
  hosts: { host: string; isPrimary: boolean; platform: boolean }[],
  targets: DomainTargets,
  lookup: DnsLookup,
): Promise<ClinicDomains> {
  const custom = hosts.filter((host) => !host.platform);
  const platformHost = hosts.find((host) => host.platform)?.host ?? null;
  const targetAnswer = custom.length > 0 ? await lookup(targets.cnameTarget) : { cname: [], addresses: [] };
  const platformAddresses = new Set([
    ...targetAnswer.addresses,
    ...(targets.aRecord ? [targets.aRecord] : []),
  ]);
  const domains = await Promise.all(
    custom.map(async ({ host, isPrimary }) => {
      const apex = isApexDomain(host);
      const records: ClinicDomains["domains"][number]["records"] = [];
      if (apex && targets.aRecord) records.push({ type: "A", name: host, value: targets.aRecord });
      if (!apex || !targets.aRecord) records.push({ type: "CNAME", name: host, value: targets.cnameTarget });
      const answer = await lookup(host);
      const cname = answer.cname.map(bare);
      const connected =
        cname.includes(bare(targets.cnameTarget)) ||
        answer.addresses.some((address) => platformAddresses.has(address));
      return { host, isPrimary, records, connected, found: [...cname, ...answer.addresses] };
    }),
  );
  return { platformHost, domains };
}
