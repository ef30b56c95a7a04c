import { Hono } from 'hono';
import type { AppEnv } from '../http/types';

/** /api/customers: the directory, one customer, staff and owner switches, photos. */
export const customersRoutes = new Hono<AppEnv>();
