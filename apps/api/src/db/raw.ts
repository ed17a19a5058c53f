/**
 * Hot reads on the raw driver (docs/performance.md): a statement written once per process, run without
 * drizzle's query building and row mapping (and, on PGlite, without the per-query type-parser merge
 * drizzle's options cause), prepared once per connection on PostgreSQL. Rows come back in drizzle's
 * `$inferSelect` shape, so the serializers and the rest of the code see no difference.
 */
import { getTableColumns, getTableName, is, type Column, type Table } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

/** A statement with a name unique in the process (PostgreSQL prepares it once per connection). */
export interface Statement {
  name: string;
  text: string;
}

/**
 * Column types whose raw driver value is already what drizzle maps them to, or becomes so with a cast:
 * both drivers return Date for timestamptz and strings for text; `date` and `numeric` are read as text,
 * as drizzle's string modes give them.
 */
const castOf: Record<string, string> = {
  PgUUID: '',
  PgInteger: '',
  PgVarchar: '',
  PgText: '',
  PgBoolean: '',
  PgEnumColumn: '',
  PgJsonb: '',
  PgTimestamp: '',
  PgDateString: '::text',
  PgNumeric: '::text',
};

/**
 * `"col" as "key", …` for every column of `table` (qualified by `alias` when given), yielding rows shaped
 * like `typeof table.$inferSelect`. Throws at start-up for a column type not known to map the same way.
 */
export function selectList(table: Table, alias?: string): string {
  if (!is(table, PgTable)) throw new Error('selectList: a PostgreSQL table is expected');
  const prefix = alias ? `${alias}.` : '';
  return Object.entries(getTableColumns(table) as Record<string, Column>)
    .map(([key, column]) => {
      const cast = castOf[column.columnType];
      if (cast === undefined)
        throw new Error(
          `selectList(${getTableName(table)}.${column.name}): no raw mapping for ${column.columnType}`,
        );
      if ('withTimezone' in column && !column.withTimezone)
        throw new Error(`selectList: ${column.name} is a timestamp without time zone`);
      return `${prefix}"${column.name}"${cast} as "${key}"`;
    })
    .join(', ');
}
