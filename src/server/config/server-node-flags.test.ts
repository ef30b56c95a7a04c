import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';

/**
 * The server's Node.js flags (decision 067) live in scripts/server-node-flags.mjs; every way the server
 * is started must pass them, or a bench would measure a server that production does not run.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function scriptsStartingTheBundle(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mjs)$/.test(file) && !file.endsWith('.d.mts'))
    .map((file) => path.join(dir, file))
    .filter((file) => /\[[^\]]*'dist\/server\/main\.js'\]/.test(read(file)));
}

describe('the server runs with its Node.js flags everywhere it is started', () => {
  it('has flags to pass (a positive control for the checks below)', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=32');
  });

  it('npm start passes them', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start!;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('the systemd unit of docs/deploy.md passes them', () => {
    expect(read('docs/deploy.md')).toContain(`ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`);
  });

  it('every script that starts dist/server/main.js passes them', () => {
    const starters = [...scriptsStartingTheBundle('scripts'), ...scriptsStartingTheBundle('e2e')];
    expect(starters.length).toBeGreaterThanOrEqual(9);
    const without = starters.filter((file) => !read(file).includes('SERVER_NODE_FLAGS'));
    expect(without).toEqual([]);
  });
});
