// Writes the API document to tmp/openapi.json and its TypeScript types (openapi-typescript) to the
// committed src/client/lib/openapi/schema.d.ts, which the typed client (openapi-fetch) compiles
// against. Run after changing a route, its schemas or the document: `npm run generate:api-types`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { API_TYPES_PATH, apiDocument, renderApiTypes } from './lib/api-types';

const document = apiDocument();
mkdirSync('tmp', { recursive: true });
writeFileSync('tmp/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(API_TYPES_PATH, await renderApiTypes(document));
console.log(`wrote tmp/openapi.json (${Object.keys(document.paths).length} paths) and ${API_TYPES_PATH}`);
