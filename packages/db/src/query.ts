// The query builder's operators, re-exported so every workspace uses this package's one copy of drizzle-orm.
export {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";

export type { PgColumn, PgSelect, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
