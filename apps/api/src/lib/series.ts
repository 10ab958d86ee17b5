import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { counters } from '../db/schema.ts';

/**
 * The next number of a named series (a year's applications, indents, sales,
 * challans, references), from a counter row that stays locked until the
 * caller's transaction ends: numbers run without gaps or repeats, and a step
 * that fails gives its number back.
 */
export async function nextInSeries(tx: Pick<Database, 'insert'>, series: string): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ name: series, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  if (!row) throw new Error(`The ${series} series did not move`);
  return row.value;
}
