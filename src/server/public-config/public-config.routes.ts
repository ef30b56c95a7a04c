import { z } from 'zod';
import { publicConfigSchema } from '#shared/public-config/public-config.schemas';
import { rawText } from '#shared/validation/primitives';
import { defineRoute } from '../http/route-manifest';
import { logClientError } from '../abuse/client-error-report';
import { currentSettings } from '../config/settings-cache';

const clientErrorSchema = z
  .object({
    message: rawText({ max: 2000, multiline: true }),
    stack: rawText({ max: 8000, multiline: true }).optional(),
    path: rawText({ max: 500 }).optional(),
  })
  .strict();

export const publicConfigRoutes = [
  /** Public: what the sign-in screen needs to know about this deployment. */
  defineRoute({
    method: 'GET', path: '/config', summary: 'What the sign-in screen needs (Google on, verification required)',
    access: 'anonymous', blockedWhenLapsed: false, response: publicConfigSchema,
    handle: async (c) => {
      const { config, db } = c.get('deps');
      const settings = await currentSettings(db);
      return c.json({
        googleEnabled: config.isGoogleEnabled,
        emailVerificationRequired: config.mailMode === 'smtp',
        passwordMinLength: settings.password_min_length,
        maintenanceMode: settings.maintenance_mode,
      });
    },
  }),
  /** The crash screen reports what broke, so 'This has been logged' is true. */
  defineRoute({
    method: 'POST', path: '/client-errors', summary: 'Report a crash seen in the browser',
    access: 'anonymous', readsSession: true, blockedWhenLapsed: false, errors: ['RATE_LIMITED'], body: clientErrorSchema, successStatus: 204,
    handle: async (c, { body: report }) => {
      const user = c.get('user');
      const source = { requestId: c.get('requestId'), ip: c.get('clientIp'), sessionId: user?.sessionId ?? null, userId: user?.id ?? null };
      await logClientError(c.get('deps').db, report, source);
      return c.body(null, 204);
    },
  }),
];
