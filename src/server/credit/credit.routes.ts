import { Hono } from 'hono';
import type { AppEnv } from '../http/types';

/** /api/customers/:id/{credit,payments,reset-daily-credit,transactions,statement}: the ledger. */
export const creditRoutes = new Hono<AppEnv>();
