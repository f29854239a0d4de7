import { type AnyColumn, type SQL, sql, type Tx } from "@clinic/db";
import { z } from "zod";
import { queryRows } from "./query-rows";

export interface Neighbour {
  id: number;
  title: string;
}
export interface Neighbours {
  previous: Neighbour | null;
  next: Neighbour | null;
}

const neighbourRow = z.object({
  previous_id: z.number().nullable(),
  previous_title: z.string().nullable(),
  next_id: z.number().nullable(),
  next_title: z.string().nullable(),
});

const neighbour = (id: number | null | undefined, title: string | null | undefined): Neighbour | null =>
  id === null || id === undefined || title === null || title === undefined ? null : { id, title };

/**
 * The rows listed just before and just after `id` in a list (previous/next links of a detail page): one window
 * query over the rows `where` admits, in `order`. Notices and board posts share it.
 */
export async function findListNeighbours(
  tx: Tx,
  list: { table: unknown; id: AnyColumn; title: AnyColumn; where: SQL | undefined; order: SQL[] },
  id: number,
): Promise<Neighbours> {
  const [found] = await queryRows(
    tx,
    sql`select previous_id, previous_title, next_id, next_title from (
      select ${list.id} as id,
        lag(${list.id}) over list as previous_id, lag(${list.title}) over list as previous_title,
        lead(${list.id}) over list as next_id, lead(${list.title}) over list as next_title
      from ${list.table}
      where ${list.where}
      window list as (order by ${sql.join(list.order, sql`, `)})
    ) ordered where id = ${id}`,
    neighbourRow,
  );
  return {
    previous: neighbour(found?.previous_id, found?.previous_title),
    next: neighbour(found?.next_id, found?.next_title),
  };
}
