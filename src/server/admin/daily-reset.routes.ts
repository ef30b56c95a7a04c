import { dailyResetResultSchema } from '#shared/admin/daily-reset.schemas';
import { actorOf } from '../auth/session.middleware';
import { defineRoute } from '../http/route-manifest';
import { resetAllDailyCredit } from './daily-reset.service';

export const dailyResetRoutes = [
  defineRoute({
    method: 'POST', path: '/admin/daily-credit-reset', summary: "Clear today's daily credit of every customer in every store (once at a time; one audit row)",
    access: 'admin', blockedWhenLapsed: false, errors: ['DAILY_RESET_IN_PROGRESS'], response: dailyResetResultSchema,
    handle: async (c) => c.json(await resetAllDailyCredit(c.get('deps').db, actorOf(c))),
  }),
];
