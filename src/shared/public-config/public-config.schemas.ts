import { z } from 'zod';

/** GET /api/config: what the sign-in screen needs to know about this deployment. */
export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
  emailVerificationRequired: z.boolean(),
  /** The platform's minimum password length (system settings): the password forms' hint and check. */
  passwordMinLength: z.number(),
  /** Maintenance mode (system settings): store users see the maintenance page. */
  maintenanceMode: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/health/ready: whether this instance takes requests (503 with the reason when not; decision 053). */
export const readinessSchema = z.object({
  ready: z.boolean(),
  reason: z.enum(['draining', 'database_unreachable', 'database_read_only']).optional(),
});

/** GET /api/health: the database in use and whether it answers. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.string(),
  databaseResponds: z.boolean(),
  latencyMs: z.number().optional(),
});
