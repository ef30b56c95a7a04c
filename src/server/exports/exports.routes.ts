import { Hono } from 'hono';
import type { AppEnv } from '../http/types';

/** /api/exports: owner-only CSV and XLSX downloads. */
export const exportsRoutes = new Hono<AppEnv>();
