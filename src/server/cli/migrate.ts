import { loadConfig } from '../config/config';
import { openDatabase } from '../bootstrap';

const config = loadConfig();
const database = await openDatabase(config);
console.log(`Migrations applied (${database.kind}).`);
await database.close();
