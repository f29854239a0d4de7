import type { FastifyInstance } from "fastify";
import type { ContentService } from "./service";

/**
 * Publishes scheduled drafts when their time comes (decision 0020). Each pass asks the database which drafts are
 * due; several API instances may run it at once (a draft is taken under a row lock). Publishing changes live
 * rows, so the change triggers drop the clinic's storefront caches as a manual publish does. The same pass announces
 * popups whose display window opened or closed, which no write announces (decision 0049).
 */
export function startPublisher(app: FastifyInstance, content: ContentService, intervalMs: number): void {
  let running = false;
  /** Where the last look at popup windows ended (the database's clock); null: none yet, so the last hour. */
  let windowsSeenUntil: Date | null = null;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const published = await content.publishDue();
      if (published > 0) app.log.info({ published }, "published scheduled drafts");
    } catch (error) {
      // The database may be away for a while (503s elsewhere); the next pass tries again.
      app.log.warn({ err: error }, "scheduled publishing failed");
    }
    try {
      // Popups that start or end now change the storefront with no write (decision 0049). A failed look keeps its
      // start, so the next pass covers the span again.
      windowsSeenUntil = await content.announceClockChanges(windowsSeenUntil);
    } catch (error) {
      app.log.warn({ err: error }, "announcing popup windows failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
