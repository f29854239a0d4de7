import { type RouteDoc, registerEndpoint, type ZodApp } from "@api/lib/contract-route";
import type { Staff } from "@clinic/shared";
import {
  type ConsoleEndpointName,
  consoleEndpoints as endpoints,
} from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { EndpointSchemas } from "@clinic/shared/contract/endpoint";
import { clinicAccess, clinicIdOf, staffOf } from "./guard";
import { CONSOLE_TAGS, consoleErrors } from "./schemas";

/** One clinic settings document of the contract: its GET and its PUT, which replaces it whole. */
export interface ConsoleDocument<Answer, Body> {
  /** The contract's names of the two routes. */
  get: ConsoleEndpointName;
  put: ConsoleEndpointName;
  summary: string;
  /** The PUT's summary; `Replace: <summary>` unless said. */
  replaceSummary?: string;
  read(partnerId: number): Promise<Answer>;
  write(partnerId: number, staff: Staff, body: Body): Promise<Answer>;
}

/**
 * Registers a settings document (console-settings, console-site): GET answers it, PUT replaces it as a whole and
 * answers the stored result; owners only, checked on request (before validation: another clinic's account learns
 * nothing about the inputs either). Typed loosely on purpose: the zod type provider cannot resolve a generic
 * schema's types; Fastify validates and serialises from the same schemas all the same.
 */
export function registerConsoleDocument<Answer, Body>(app: ZodApp, document: ConsoleDocument<Answer, Body>) {
  const owner = { onRequest: clinicAccess("OWNER") };
  const doc = (summary: string): RouteDoc => ({ tags: CONSOLE_TAGS, summary, responses: consoleErrors });
  registerEndpoint<EndpointSchemas>(
    app,
    endpoints[document.get],
    schemas[document.get],
    doc(document.summary),
    (request) => document.read(clinicIdOf(request)),
    owner,
  );
  registerEndpoint<EndpointSchemas>(
    app,
    endpoints[document.put],
    schemas[document.put],
    doc(document.replaceSummary ?? `Replace: ${document.summary}`),
    (request) => document.write(clinicIdOf(request), staffOf(request), request.body as Body),
    owner,
  );
}
