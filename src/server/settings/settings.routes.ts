import { systemSettingsUpdateSchema, systemSettingsViewSchema, latestBackupResponseSchema } from '#shared/settings/system-settings';
import { actorOf } from '../auth/session.middleware';
import { defineRoute } from '../http/route-manifest';
import { readSettingsView, resetSettings, saveSettings } from './settings.service';
import { latestBackup } from '../backup/scheduled-backup';

/** /admin/system-settings (issue 13 item 6): stored on the server, effective at once on every instance. */
export const settingsRoutes = [
  defineRoute({
    method: 'GET', path: '/admin/settings', summary: 'The system settings (the SMTP password only as whether one is set)',
    access: 'admin', blockedWhenLapsed: false, response: systemSettingsViewSchema,
    handle: async (c) => c.json(await readSettingsView(c.get('deps').db)),
  }),
  defineRoute({
    method: 'PUT', path: '/admin/settings', summary: 'Save settings (validated together: one bad value and nothing is saved)',
    access: 'admin', blockedWhenLapsed: false, body: systemSettingsUpdateSchema, response: systemSettingsViewSchema,
    handle: async (c, { body }) => {
      const { db, config } = c.get('deps');
      return c.json(await saveSettings(db, actorOf(c), config.AUTH_SECRET!, body));
    },
  }),
  defineRoute({
    method: 'POST', path: '/admin/settings/reset', summary: 'Reset every setting to its default',
    access: 'admin', blockedWhenLapsed: false, response: systemSettingsViewSchema,
    handle: async (c) => c.json(await resetSettings(c.get('deps').db, actorOf(c))),
  }),
  defineRoute({
    method: 'GET', path: '/admin/backups/latest', summary: 'The last scheduled backup: when, file, size',
    access: 'admin', blockedWhenLapsed: false, response: latestBackupResponseSchema,
    handle: async (c) => c.json({ backup: await latestBackup(c.get('deps').db) }),
  }),
];
