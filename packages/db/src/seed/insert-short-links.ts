import type { Tx } from "../client";
import type { SeedClock } from "./clock";
import type { DemoClinic } from "./types";

// TODO(issue 8): the demo clinics' short links.
export async function insertShortLinks(
  _tx: Tx,
  _partnerId: number,
  _clinic: DemoClinic,
  _clock: SeedClock,
): Promise<void> {}
