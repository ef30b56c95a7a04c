import openapiTS, { astToString } from 'openapi-typescript';
import { apiRoutes } from '#server/api-routes';
import { buildOpenApiDocument } from '#server/openapi/openapi';

/** Where the client's types of the API document live (committed; decision 079). */
export const API_TYPES_PATH = 'src/client/lib/openapi/schema.d.ts';

const HEADER = `// Generated from the API document (GET /api/openapi.json, built from src/server/api-routes.ts) by
// \`npm run generate:api-types\`. Do not edit: scripts/api-types.test.ts fails when it is stale.

`;

/** The document the server serves at /api/openapi.json, from the same route manifest. */
export function apiDocument() {
  return buildOpenApiDocument(apiRoutes);
}

/** The `paths` and `components` types openapi-typescript makes of the document, as the committed file holds them. */
export async function renderApiTypes(document: object = apiDocument()): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}
