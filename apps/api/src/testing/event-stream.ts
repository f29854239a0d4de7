import { consoleEndpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyInstance, InjectOptions } from "fastify";

/** `METHOD /path` of every route whose answer is an endless text/event-stream, from the contract. */
export const EVENT_STREAM_ROUTES: ReadonlySet<string> = new Set(
  Object.entries(consoleSchemas)
    .filter(([, schemas]) => "contentType" in schemas && schemas.contentType === "text/event-stream")
    .map(([name]) => {
      const endpoint = consoleEndpoints[name as keyof typeof consoleEndpoints];
      return `${endpoint.method} ${endpoint.path}`;
    }),
);

/** What the quality tests read of an answer: its status, headers and text (a LightMyRequestResponse has them). */
export interface InjectedAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

/**
 * `app.inject` for an event stream, which never ends: its status and headers, and its body up to the first event
 * (a refusal's whole JSON body), then the stream is hung up as a browser would.
 */
export async function injectFirstEvent(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<InjectedAnswer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = "";
  for await (const chunk of stream) {
    body += String(chunk);
    if (body.includes("\n\n")) break;
  }
  stream.destroy();
  return { statusCode: response.statusCode, headers: response.headers, body, json: () => JSON.parse(body) };
}
