import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root (the folder with package.json), found from this module's location: the same
 * whether the server runs from src/ (tsx, tests) or from its bundle in dist/server/.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
/**
 * The built client. CLIENT_DIR points elsewhere: the browser tests' two stacks each serve a copy of
 * their own, so a test that rewrites a built file (a new sw.js: a deploy) is not seen by the other.
 */
export const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(projectRoot, 'dist/client');
