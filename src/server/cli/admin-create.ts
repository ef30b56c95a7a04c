import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { createDeps, openDatabase } from '../bootstrap';
import { createOrPromoteAdmin } from '../admin/index';
import { AppError } from '../http/app-error';

const usage = 'Usage: npm run admin:create -- --email admin@example.com --password \'S3cure-pass\' [--first-name Ada --last-name Admin]';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: 'User' },
  },
});

if (!values.email || !values.password) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  const deps = createDeps(config, database, () => undefined);
  const result = await createOrPromoteAdmin(
    deps,
    { email: values.email, password: values.password, firstName: values['first-name']!, lastName: values['last-name']! },
    { userId: null, ip: null, userAgent: 'cli admin:create' },
  );
  console.log(result.promoted ? `Existing user ${values.email} promoted to platform admin.` : `Platform admin ${values.email} created.`);
} catch (error) {
  if (error instanceof AppError && error.code === 'WEAK_PASSWORD') {
    console.error('Password must contain at least one uppercase letter, one lowercase letter, and one number. Avoid common passwords.');
  } else {
    console.error('Could not create the admin:', error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
} finally {
  await database.close();
}
