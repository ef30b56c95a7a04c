import { Hono } from 'hono';
import type { AppEnv } from '../http/types';

/** /api/daily-logs/:date: the one cash log of a business day. */
export const dailyLogsRoutes = new Hono<AppEnv>();
