#!/usr/bin/env node
// Bundle the server (src/server/main.ts and what it imports from src/) into dist/server/main.js, so
// `npm start` runs plain JavaScript: no type-checking or transpiling of the tree at start.
// Packages in node_modules stay external (imported at run time as installed).
import { build } from 'esbuild';

export async function buildServer() {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
