import { Hono } from 'hono';
import type { AppEnv } from '../http/types';

/** /api/reports: owner-only reports of one store. */
export const reportsRoutes = new Hono<AppEnv>();
