import type { Tx } from "../client";
import type { SeedClock } from "./clock";
import type { DemoClinic } from "./types";

// TODO(issue 8): a past visit with its review invitation for each demo clinic.
export async function insertReviewLinks(
  _tx: Tx,
  _partnerId: number,
  _clinic: DemoClinic,
  _clock: SeedClock,
): Promise<void> {}
