/**
 * The shape every export shares: typed columns and rows read in keyset batches. The CSV and XLSX
 * writers turn the same rows into their own cells, so a dataset is written once for both formats.
 */

/**
 * text: a string (or null); money: integer cents; date: 'YYYY-MM-DD' (a business day);
 * datetime: 'YYYY-MM-DD HH:mm', already in the store's time zone; yesno: a boolean.
 */
export type CellType = 'text' | 'money' | 'date' | 'datetime' | 'yesno';
export type CellValue = string | number | boolean | null;
export type Row = CellValue[];

export type Column = { header: string; type: CellType; width: number };

export type ExportTable = {
  sheetName: string;
  columns: Column[];
  /** Batches of rows, oldest/first first; stopping the iteration stops the queries. */
  batches: AsyncIterable<Row[]>;
};

/** Rows per query: big enough to keep round trips few, small enough to keep memory flat. */
export const BATCH_SIZE = 2000;

/**
 * Read a table in keyset batches: `fetch(after)` answers up to `batchSize` rows strictly after the
 * cursor (null: from the start) in a stable order; the last row of a full batch is the next cursor.
 */
export async function* keysetBatches<T, K>(
  fetch: (after: K | null, limit: number) => Promise<T[]>,
  cursorOf: (row: T) => K,
  batchSize = BATCH_SIZE,
): AsyncGenerator<T[]> {
  let after: K | null = null;
  for (;;) {
    const rows = await fetch(after, batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    after = cursorOf(last);
  }
}

/**
 * The batches with the first one already read: a failure of the first query is thrown here, while
 * the route can still answer a JSON error with every header, and never once the file has started.
 */
export async function withFirstBatchRead(batches: AsyncIterable<Row[]>): Promise<AsyncIterable<Row[]>> {
  const iterator = batches[Symbol.asyncIterator]();
  let first: Promise<IteratorResult<Row[]>> | null = Promise.resolve(await iterator.next());
  return {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        const ready = first;
        first = null;
        return ready ?? iterator.next();
      },
      return: async (value?: unknown) => (await iterator.return?.(value)) ?? { done: true as const, value: undefined },
    }),
  };
}

/**
 * What a download that failed after its first byte is ended with: the stream errors (the server
 * then cuts the connection, so the client sees an incomplete download — no closing chunk), and the
 * error the stream carries is this bare code, never the database's text.
 */
export const EXPORT_FAILED = 'EXPORT_FAILED';

/** Map each batch of database rows to export rows. */
export async function* mapBatches<T>(batches: AsyncIterable<T[]>, toRow: (row: T) => Row): AsyncGenerator<Row[]> {
  for await (const rows of batches) yield rows.map(toRow);
}

/**
 * What defines one dataset (the store's exports and the admin's security log alike): its sheet and
 * columns, how a keyset batch is read after a cursor (null: from the start) in a stable order, the
 * cursor of a row, and how a row becomes cells.
 */
export type DatasetDefinition<T, K> = {
  sheetName: string;
  columns: Column[];
  fetch: (after: K | null, limit: number) => Promise<T[]>;
  cursorOf: (row: T) => K;
  toRow: (row: T) => Row;
};

/** The table of a dataset, read in keyset batches of BATCH_SIZE rows. */
export function datasetTable<T, K>(dataset: DatasetDefinition<T, K>): ExportTable {
  const batches = keysetBatches(dataset.fetch, dataset.cursorOf);
  return { sheetName: dataset.sheetName, columns: dataset.columns, batches: mapBatches(batches, dataset.toRow) };
}

/** Formats instants as 'YYYY-MM-DD HH:mm' on the wall clock of one IANA time zone. */
export function zonedDateTimeFormatter(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (instant) => {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
}
