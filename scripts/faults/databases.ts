// The crash suite's throwaway PostgreSQL database (FAULTS_DATABASE_URL), and the store it checks.
import pg from 'pg';

/** Only a database whose name starts with cs_faults is created and dropped here. */
function throwawayName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^cs_faults[a-z0-9_]*$/.test(name)) throw new Error(`FAULTS_DATABASE_URL: refusing database "${name}"; its name must start with cs_faults (it is dropped at the end)`);
  return name;
}

async function onMaintenanceDatabase(url: string, run: (client: pg.Client) => Promise<void>) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Create the database of FAULTS_DATABASE_URL (dropping a leftover of an earlier run); returns its URL. */
export async function createThrowawayDatabase(url: string): Promise<string> {
  const name = throwawayName(url);
  await onMaintenanceDatabase(url, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  return url;
}

export async function dropThrowawayDatabase(url: string): Promise<void> {
  const name = throwawayName(url);
  await onMaintenanceDatabase(url, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
  }).catch((error) => console.error(`Could not drop ${name}:`, error instanceof Error ? error.message : error));
}

export async function findStoreId(url: string, customerId: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ store_id: string }>('select store_id::text from customers where id = $1', [customerId]);
    if (!rows[0]) throw new Error(`customer ${customerId} not found in the database`);
    return rows[0].store_id;
  } finally {
    await client.end();
  }
}
