import { z } from 'zod';

/** The platform jobs whose last run System Status shows (src/server/jobs, src/server/admin/daily-reset*). */
export const jobNames = ['housekeeping', 'daily-credit-reset', 'backup'] as const;
export type JobName = (typeof jobNames)[number];

export const jobRunSchema = z.object({
  name: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  isOk: z.boolean(),
  error: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** GET /api/admin/system-status: real checks, made when asked (no display text: the client words them). */
export const systemStatusSchema = z.object({
  checkedAt: z.string(),
  database: z.object({ isOk: z.boolean(), latencyMs: z.number().nullable(), error: z.string().nullable() }),
  mail: z.object({ mode: z.enum(['smtp', 'outbox']), isOk: z.boolean(), error: z.string().nullable() }),
  storage: z.object({ isOk: z.boolean(), error: z.string().nullable() }),
  backup: z.object({ file: z.string(), at: z.string(), sizeBytes: z.number() }).nullable(),
  jobs: z.array(jobRunSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
