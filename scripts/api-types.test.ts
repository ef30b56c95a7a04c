import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_PATH, apiDocument, renderApiTypes } from './lib/api-types';

/**
 * The typed client compiles against src/client/lib/openapi/schema.d.ts; this keeps that file the
 * types of the document the server serves now, so the client cannot drift from the server.
 */
describe('the committed API types', () => {
  it('are the types of the current API document (run `npm run generate:api-types` when this fails)', async () => {
    const committed = readFileSync(API_TYPES_PATH, 'utf8');
    expect(committed === (await renderApiTypes()), `${API_TYPES_PATH} is stale: run npm run generate:api-types`).toBe(true);
  }, 60_000);

  it('notice a change of the document', async () => {
    const document = apiDocument();
    const links = document.paths['/api/customers/{id}/statement-links'] as { get: { summary: string } };
    links.get.summary = 'Changed';
    expect(await renderApiTypes(document)).not.toBe(readFileSync(API_TYPES_PATH, 'utf8'));
  }, 60_000);
});
