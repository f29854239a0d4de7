// The benches that run on PostgreSQL make their own database on the test server when it is missing.
import pg from "pg";

/** Creates the database a PostgreSQL URL names, through the server's `postgres` database, unless it exists. */
export async function createDatabaseIfMissing(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
