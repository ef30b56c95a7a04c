import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BackupError, type BackupTable, type SectionHeader } from './backup-format';
import type { FrameReader } from './frames';
import { columnsSql, resetSequences, tableSql, useStableTextFormat } from './public-tables';

/**
 * Load every table of the backup in one transaction, in the backup's order (parents first, so the
 * foreign keys hold row by row). The tables' own triggers (the audit log, the ledger's append-only
 * guard) are off for the load — the audit rows come from the backup — and on again before commit;
 * this needs the tables' owner, not a superuser. Sequences then continue after the loaded rows.
 */
export async function loadTables(client: pg.ClientBase, reader: FrameReader, tables: BackupTable[]) {
  await client.query('begin');
  try {
    await useStableTextFormat(client);
    // Rows a migration may have seeded are in the backup too (or were deleted since): start empty.
    if (tables.length > 0) await client.query(`truncate ${tables.map((t) => tableSql(t.name)).join(', ')}`);
    for (const table of tables) {
      const section = await reader.json<SectionHeader>();
      if (section.kind !== 'table' || section.name !== table.name) {
        throw new BackupError('NOT_A_BACKUP', `The backup is damaged: expected the rows of ${table.name}, found ${JSON.stringify(section)}.`);
      }
      await loadTable(client, reader, table);
    }
    await resetSequences(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function loadTable(client: pg.ClientBase, reader: FrameReader, table: BackupTable) {
  if (table.rows === 0) {
    for await (const chunk of reader.section()) if (chunk.length > 0) throw new BackupError('ROW_COUNT_MISMATCH', `Table ${table.name}: the backup lists no rows but holds some.`);
    return;
  }
  await client.query(`alter table ${tableSql(table.name)} disable trigger user`);
  const copy = client.query(copyFrom(`copy ${tableSql(table.name)} (${columnsSql(table.columns)}) from stdin`));
  await pipeline(Readable.from(reader.section()), copy);
  if (copy.rowCount !== table.rows) {
    throw new BackupError('ROW_COUNT_MISMATCH', `Table ${table.name}: the backup lists ${table.rows} rows but holds ${copy.rowCount}.`);
  }
  await client.query(`alter table ${tableSql(table.name)} enable trigger user`);
}
