import type { FastifyInstance } from "fastify";
import type { ContentService } from "./service";

/**
 * Publishes scheduled drafts when their time comes (decision 0020). Each pass asks the database which drafts are
 * due; several API instances may run it at once (a draft is taken under a row lock). Publishing changes live
 * rows, so the change triggers drop the clinic's storefront caches as a manual publish does.
 */
export function startPublisher(app: FastifyInstance, content: ContentService, intervalMs: number): void {
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const published = await content.publishDue();
      if (published > 0) app.log.info({ published }, "published scheduled drafts");
    } catch (error) {
      // The database may be away for a while (503s elsewhere); the next pass tries again.
      app.log.warn({ err: error }, "scheduled publishing failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
