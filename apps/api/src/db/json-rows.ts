/**
 * Rows that a hot path's statement builds as JSON, to carry a whole answer in
 * one round trip, written as arrays of their columns' values and read back as
 * objects here. The names then travel once, in this code, rather than in every
 * row the database writes and the process parses: as objects they were a
 * fifth of the EC statement's cost in the database (docs/production.md).
 */
export interface JsonRowShape<T> {
  /** The SQL of one row: its columns' values, in the order the columns are named. */
  sql: string;
  /** A row read back, its values under the names of its columns. */
  read(values: readonly unknown[]): T;
  readAll(rows: readonly (readonly unknown[])[]): T[];
}

/** The shape of a row from its columns: every field of the row, each with the SQL of its value. */
export function jsonRowShape<T>(columns: { readonly [Field in keyof T]-?: string }): JsonRowShape<T> {
  const names = Object.keys(columns);
  const values: string[] = Object.values(columns);
  const read = (values: readonly unknown[]): T => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index += 1) row[names[index]!] = values[index];
    return row as T;
  };
  return { sql: `json_build_array(${values.join(', ')})`, read, readAll: (rows) => rows.map(read) };
}
