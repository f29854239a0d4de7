// The soak's direct database work (run with tsx while the API is stopped when the database is PGlite):
//   prepare <customers>  — a predictable schedule for lumiere and that many signed-in members; prints JSON
//   verify <customerIds> — the soak customers' reservations as stored; prints JSON
// The soak talks to the API over HTTP; only its set-up and its final count bypass it.
import { type Database, eq, inArray, loadDbEnv, schema, withTenant } from "@clinic/db";
import { insertCustomer } from "../../apps/api/src/customer/customers-core/repository";
import { createSessionService } from "../../apps/api/src/customer/sessions/service";
import { openDatabaseFromEnv } from "../../packages/db/src/cli/run";

const CLINIC = "lumiere";
/** Places per slot: enough that the soak books for a while before slots fill, few enough that some do fill. */
const CAPACITY_PER_SLOT = 3;
const RANGE_DAYS = 60;
const WEEK = [1, 2, 3, 4, 5, 6, 7];
const PHONE_DIGITS = 4;

async function partnerId(database: Database): Promise<number> {
  const [row] = await database.db.select().from(schema.partners).where(eq(schema.partners.code, CLINIC));
  if (!row) throw new Error(`demo clinic ${CLINIC} missing`);
  return row.id;
}

/** Open every day 09:00–18:00 (lunch 13–14), 30-minute slots, STRICT capacity, no overrides. */
async function setSchedule(database: Database, id: number) {
  const { db } = database;
  const settings = {
    slotMinutes: 30,
    visitMinutes: 30,
    capacityPerSlot: CAPACITY_PER_SLOT,
    minNoticeMinutes: 120,
  };
  await db
    .insert(schema.reservationSettings)
    .values({ partnerId: id, ...settings })
    .onConflictDoUpdate({ target: schema.reservationSettings.partnerId, set: settings });
  await db.delete(schema.partnerOperationTimes).where(eq(schema.partnerOperationTimes.partnerId, id));
  await db.insert(schema.partnerOperationTimes).values(
    WEEK.map((weekday) => ({
      partnerId: id,
      weekday,
      opening: "09:00",
      closing: "18:00",
      lunchStart: "13:00",
      lunchEnd: "14:00",
    })),
  );
  await db.delete(schema.scheduleOverrides).where(eq(schema.scheduleOverrides.partnerId, id));
  await db
    .update(schema.homepageConfigs)
    .set({ reservationRange: RANGE_DAYS, reservationMode: "STRICT", reservationConfirm: false })
    .where(eq(schema.homepageConfigs.partnerId, id));
}

async function prepare(database: Database, count: number) {
  const id = await partnerId(database);
  await setSchedule(database, id);
  const sessions = createSessionService(database);
  // A run-unique phone prefix: a second soak on the same database must not collide with the first one's members.
  const run = String(Date.now() % 10 ** PHONE_DIGITS).padStart(PHONE_DIGITS, "0");
  const customers = [];
  for (let n = 0; n < count; n++) {
    customers.push(
      await withTenant(database.db, id, async (tx) => {
        const row = await insertCustomer(tx, {
          partnerId: id,
          type: "GUEST",
          name: `부하${n}`,
          phone: `010${run}${String(n).padStart(PHONE_DIGITS, "0")}`,
        });
        const { token } = await sessions.issue(tx, id, row.id);
        return { id: row.id, token };
      }),
    );
  }
  return { partnerId: id, customers };
}

async function verify(database: Database, customerIds: number[]) {
  const rows = await database.db
    .select({ id: schema.reservations.id, key: schema.reservations.idempotencyKey })
    .from(schema.reservations)
    .where(inArray(schema.reservations.customerId, customerIds));
  return { reservations: rows };
}

const [command, argument] = process.argv.slice(2);
const database = await openDatabaseFromEnv(loadDbEnv());
try {
  const result =
    command === "prepare"
      ? await prepare(database, Number(argument))
      : await verify(database, (argument ?? "").split(",").map(Number));
  process.stdout.write(JSON.stringify(result));
} finally {
  await database.close();
}
