import { Hono } from 'hono';
import type { AppEnv, Membership } from '../http/types';
import { requireOwner } from '../auth/session.middleware';
import { openExport } from './exports.service';

/** /api/exports: owner-only CSV and XLSX downloads, GET /api/exports/:dataset.:format[?from&to]. */
export const exportsRoutes = new Hono<AppEnv>().get('/:file', requireOwner, async (c) => {
  const { storeId } = c.get('membership') as Membership;
  const file = await openExport(c.get('deps').db, storeId, c.req.param('file'), c.req.query());
  return c.body(file.body, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': file.contentDisposition,
  });
});
