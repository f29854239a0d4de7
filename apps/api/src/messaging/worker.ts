import type { Database } from "@clinic/db";
import type { FastifyBaseLogger } from "fastify";
import type { Channel } from "./channels/delivery";
import { DeliveryError } from "./channels/delivery";
import {
  type ClaimedMessage,
  claimDue,
  markFailed,
  markSent,
  release,
  scheduleRetry,
} from "./outbox-repository";

export interface WorkerOptions {
  database: Database;
  /** 알림톡 and SMS/LMS. */
  text: Channel;
  email: Channel;
  log: FastifyBaseLogger;
  /** Messages claimed per round. */
  batchSize?: number;
  /** Poll this often when no NOTIFY wakes the worker (a missed notification, a reminder coming due). */
  pollMs?: number;
  /** A claimed message is taken again by any worker after this, if its worker died mid-send. */
  leaseMs?: number;
  /** Attempts before a message that keeps failing is given up as FAILED. */
  maxAttempts?: number;
  /** The first retry's wait; each next one doubles, up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export interface MessageWorker {
  /** Listens for new messages and polls; resolves once listening. */
  start(): Promise<void>;
  /** Delivers what is due now, round after round, until a round finds nothing; resolves with the count sent. */
  drain(): Promise<number>;
  /** Stops taking messages and waits for the round in progress. */
  stop(): Promise<void>;
}

const DEFAULTS = {
  batchSize: 20,
  pollMs: 5000,
  leaseMs: 60_000,
  maxAttempts: 12,
  retryDelayMs: 10_000,
  maxRetryDelayMs: 30 * 60_000,
};

/** Exponential backoff with ±20% jitter, so that a fleet of workers does not retry a recovering provider at once. */
export function retryDelay(attempt: number, first: number, max: number): number {
  const base = Math.min(first * 2 ** (attempt - 1), max);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * The delivery worker (decision 0036). Any number may run, in any number of processes: each round claims due
 * messages with FOR UPDATE SKIP LOCKED, sends them outside any transaction, and records the outcome only if it
 * still holds the claim. One recipient's messages go one after the other, in the order they were written;
 * different recipients go in parallel.
 */
export function createMessageWorker(options: WorkerOptions): MessageWorker {
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  const { database, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let running: Promise<number> | null = null;
  let again = false;

  const channelOf = (message: ClaimedMessage) => (message.channel === "EMAIL" ? options.email : options.text);

  /** Sends one message and records the outcome; false when it did not go (later ones to its recipient wait). */
  async function deliver(message: ClaimedMessage): Promise<boolean> {
    try {
      const outcome = await channelOf(message).deliver(message);
      await markSent(database.db, message.id, message.attempts, outcome);
      return true;
    } catch (error) {
      const failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError(error instanceof Error ? error.message : "error", false);
      if (failure.permanent) {
        await markFailed(database.db, message.id, message.attempts, failure.reason);
        log.warn(
          { messageId: message.id, partnerId: message.partnerId, reason: failure.reason },
          "message refused",
        );
        // A refused message is final: the recipient's next message may go.
        return true;
      }
      if (message.attempts >= settings.maxAttempts) {
        await markFailed(
          database.db,
          message.id,
          message.attempts,
          `재시도 ${message.attempts}회 실패: ${failure.reason}`,
        );
        return true;
      }
      const delay = retryDelay(message.attempts, settings.retryDelayMs, settings.maxRetryDelayMs);
      await scheduleRetry(database.db, message.id, message.attempts, failure.reason, delay);
      log.info(
        { messageId: message.id, attempt: message.attempts, delayMs: delay },
        "message will be retried",
      );
      return false;
    }
  }

  /** One recipient's claimed messages in order; after one that did not go, the rest go back untried. */
  async function deliverInOrder(queue: ClaimedMessage[]): Promise<number> {
    let sent = 0;
    for (const [index, message] of queue.entries()) {
      if (stopped || !(await deliver(message))) {
        for (const rest of queue.slice(stopped ? index : index + 1))
          await release(database.db, rest.id, rest.attempts);
        break;
      }
      sent += 1;
    }
    return sent;
  }

  async function round(): Promise<number> {
    const claimed = await claimDue(database.db, settings.batchSize, settings.leaseMs);
    const byRecipient = new Map<string, ClaimedMessage[]>();
    for (const message of claimed) {
      const key = `${message.partnerId}:${message.recipient}`;
      byRecipient.set(key, [...(byRecipient.get(key) ?? []), message]);
    }
    const sent = await Promise.all([...byRecipient.values()].map(deliverInOrder));
    return claimed.length === 0 ? -1 : sent.reduce((a, b) => a + b, 0);
  }

  async function drainRounds(): Promise<number> {
    let total = 0;
    do {
      again = false;
      for (;;) {
        if (stopped) return total;
        const sent = await round();
        if (sent < 0) break;
        total += sent;
      }
    } while (again);
    return total;
  }

  function drain(): Promise<number> {
    if (running) {
      // A wake-up during a round: run once more after it, so a message committed mid-round is not left to the poll.
      again = true;
      return running;
    }
    running = drainRounds()
      .catch((error: unknown) => {
        log.error({ err: error }, "message delivery round failed");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void drain().finally(schedule);
    }, settings.pollMs);
    timer.unref();
  };

  return {
    async start() {
      unlisten = await database.listen("messages_due", () => void drain());
      schedule();
      void drain();
    },
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      await running;
    },
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
