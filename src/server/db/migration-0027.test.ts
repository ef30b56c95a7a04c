import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder, openPostgres, type Database } from './client';
import { withDatabase } from '../test/global-setup';

/**
 * Migration 0027 (issue 36, decision 084): the phones stored before, as the previous version wrote them
 * (bare digits of a national number), get their country code from the store's time zone; '+…' is kept;
 * a number that cannot be read is kept as typed and flagged for the owner (nothing lost).
 */
const US = '11111111-1111-4111-8111-111111111111';
const MX = '22222222-2222-4222-8222-222222222222';
const ES = '33333333-3333-4333-8333-333333333333';
const name = `cs_mig26_${crypto.randomBytes(6).toString('hex')}`;
let adminUrl: string;
let database: Database;
let client: pg.Client;
let upTo0026: string;

function foldersBefore0027(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-mig-0026-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 26);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

const customerPhones: [store: string, name: string, phone: string][] = [
  [US, 'Local', '2175550144'],
  [US, 'With one', '12175550145'],
  [US, 'Already', '+12175550146'],
  [US, 'Spain', '+34612345678'],
  [US, 'Short', '5550147'],
  [US, 'Typed', '217-555 0148'],
  [MX, 'Mexican', '5512345678'],
  [ES, 'Spanish national', '612345678'],
];

beforeAll(async () => {
  ({ adminUrl } = inject('testDatabase'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  database = openPostgres(withDatabase(adminUrl, name), 2);
  client = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
  await client.connect();
  upTo0026 = foldersBefore0027();
  await migrate(database.db, { migrationsFolder: upTo0026 });
  await client.query(`
    insert into stores (id, name, timezone, phone) values
      ('${US}', 'Chicago', 'America/Chicago', '2175550100'), ('${MX}', 'CDMX', 'America/Mexico_City', '5512340000'), ('${ES}', 'Madrid', 'Europe/Madrid', '912345678');
    insert into payroll_entries (store_id, employee_name, employee_phone, entry_date, start_date, end_date, pay_period_type, total_half_hours, total_amount_cents, hourly_rate_cents)
      values ('${US}', 'Staff', '2175550188', current_date, current_date - 7, current_date, 'weekly', 80, 60000, 1500);
  `);
  for (const [store, who, phone] of customerPhones) {
    await client.query(`insert into customers (store_id, display_id, name, phone) values ($1, lpad((floor(random() * 1e7))::text, 8, '1'), $2, $3)`, [store, who, phone]);
  }
  await database.migrate();
}, 120_000);

afterAll(async () => {
  await client?.end();
  await database?.close();
  if (upTo0026) fs.rmSync(upTo0026, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('migration 0027: phones to E.164', () => {
  it("gives customers' national numbers the store's country code, keeps '+…', and flags what it cannot read", async () => {
    const { rows } = await client.query<{ name: string; phone: string; phone_needs_review: boolean }>(`select name, phone, phone_needs_review from customers order by name`);
    expect(Object.fromEntries(rows.map((r) => [r.name, [r.phone, r.phone_needs_review]]))).toEqual({
      Local: ['+12175550144', false],
      'With one': ['+12175550145', false],
      Already: ['+12175550146', false],
      Spain: ['+34612345678', false],
      Short: ['5550147', true],
      Typed: ['+12175550148', false],
      Mexican: ['+525512345678', false],
      'Spanish national': ['612345678', true],
    });
  });

  it("converts stores' numbers the same way, keeping what it cannot read", async () => {
    const stores = await client.query<{ name: string; phone: string }>(`select name, phone from stores order by name`);
    expect(stores.rows).toEqual([{ name: 'CDMX', phone: '+525512340000' }, { name: 'Chicago', phone: '+12175550100' }, { name: 'Madrid', phone: '912345678' }]);
    // Payroll entries are never edited in place: their snapshot stays as written.
    const payroll = await client.query<{ employee_phone: string }>(`select employee_phone from payroll_entries`);
    expect(payroll.rows).toEqual([{ employee_phone: '2175550188' }]);
  });
});
