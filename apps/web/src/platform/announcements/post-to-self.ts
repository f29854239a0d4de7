// POSTs a change to this server's own /ops/revalidate, trying again with backoff while it fails. Shared by the
// announcement subscriber and the day turn. Loaded by Node 24's type stripping: erasable TypeScript only.

const POST_TIMEOUT_MS = 5_000;

export interface PostToSelf {
  url: string;
  token: string;
  /** The JSON body, already serialised. */
  body: string;
  attempts: number;
  /** The wait before the second try; it doubles for each later one. */
  firstRetryMs: number;
  /** Stops trying once true (the server is shutting down). */
  stopped?: () => boolean;
}

/** `ok` once a try answered 2xx; otherwise what the last try got. A 4xx is not tried again: bad input stays bad. */
export async function postToSelf(options: PostToSelf): Promise<{ ok: boolean; problem: string }> {
  let problem = "";
  for (let attempt = 0; attempt < options.attempts && !options.stopped?.(); attempt += 1) {
    if (attempt > 0)
      await new Promise((resolve) => setTimeout(resolve, options.firstRetryMs * 2 ** (attempt - 1)));
    try {
      const response = await fetch(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.token}` },
        body: options.body,
        signal: AbortSignal.timeout(POST_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => {});
      if (response.ok) return { ok: true, problem: "" };
      problem = `answered ${response.status}`;
      if (response.status >= 400 && response.status < 500) break;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
  }
  return { ok: false, problem };
}
