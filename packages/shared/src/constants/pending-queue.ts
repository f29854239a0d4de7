/** The console's live pending queue (issue 26): the stream's event name; its data is `{ count, latest }`. */
export const PENDING_EVENT = "pending";
