import { z } from 'zod';

/** How long a statement link lives (decision 050): the owner picks one; 30 days unless told. */
export const statementLinkDays = [7, 30, 90] as const;
export const DEFAULT_STATEMENT_LINK_DAYS = 30;

export const createStatementLinkInputSchema = z
  .object({
    expiresInDays: z
      .union([z.literal(7), z.literal(30), z.literal(90)], { error: 'invalid_expiry' })
      .optional()
      .default(DEFAULT_STATEMENT_LINK_DAYS),
  })
  .strict();
export type CreateStatementLinkInput = z.input<typeof createStatementLinkInputSchema>;

export const statementLinkSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Who made it: a person of the store (shown to the owner only, never on the public page). */
  createdByName: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type StatementLink = z.infer<typeof statementLinkSchema>;

/** The made link: the only time the token (inside `url`) leaves the server. */
export const createdStatementLinkSchema = z.object({ link: statementLinkSchema, url: z.string() });
export type CreatedStatementLink = z.infer<typeof createdStatementLinkSchema>;

export const statementLinkListSchema = z.object({ links: z.array(statementLinkSchema) });
export type StatementLinkList = z.infer<typeof statementLinkListSchema>;

/** The public page's path: /s/<token>. */
export const STATEMENT_PAGE_PREFIX = '/s/';
