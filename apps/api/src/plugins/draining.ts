import type { FastifyInstance } from "fastify";

/**
 * Once the app starts closing, responses carry `Connection: close`, so keep-alive clients (the storefront's
 * fetch pool) hang up after their request in flight instead of holding the server open until the keep-alive
 * timeout. Fastify marks only requests that arrive after closing began; this covers those already running.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
}
