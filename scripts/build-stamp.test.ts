import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_BUILD_MODE, clientBuildEnv, fingerprint, isCurrent } from './build-stamp.mjs';
import { checkProductionClient } from './check-production-client.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the client build (issue 36)', () => {
  it('is made with NODE_ENV=production whatever the shell has', () => {
    expect(CLIENT_BUILD_MODE).toBe('production');
    for (const NODE_ENV of ['test', 'development', undefined]) {
      expect(clientBuildEnv({ PATH: '/bin', NODE_ENV }).NODE_ENV).toBe('production');
      expect(clientBuildEnv({ PATH: '/bin', NODE_ENV }).PATH).toBe('/bin');
    }
  });

  it("records the mode in the stamp: a build stamped without it (or in another mode) is not current", () => {
    const source = path.join(dir, 'src.ts');
    const output = path.join(dir, 'index.html');
    const stamp = path.join(dir, '.client-build');
    fs.writeFileSync(source, 'export {};');
    fs.writeFileSync(output, '<html></html>');
    fs.writeFileSync(stamp, fingerprint([source]));
    expect(isCurrent(stamp, output, fingerprint([source], `mode=${CLIENT_BUILD_MODE}`))).toBe(false);
    fs.writeFileSync(stamp, fingerprint([source], 'mode=development'));
    expect(isCurrent(stamp, output, fingerprint([source], `mode=${CLIENT_BUILD_MODE}`))).toBe(false);
    fs.writeFileSync(stamp, fingerprint([source], `mode=${CLIENT_BUILD_MODE}`));
    expect(isCurrent(stamp, output, fingerprint([source], `mode=${CLIENT_BUILD_MODE}`))).toBe(true);
  });

  it('tells a development client from a production one', () => {
    const assets = path.join(dir, 'client', 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(assets, 'index.js'), 'console.info("Download the React DevTools for a better development experience");');
    expect(checkProductionClient(path.join(dir, 'client'))).toEqual(["React's development bundle is in it", 'the service worker is never registered']);
    fs.writeFileSync(path.join(assets, 'index.js'), 'navigator.serviceWorker.register("/sw.js",{scope:"/"});');
    expect(checkProductionClient(path.join(dir, 'client'))).toEqual([]);
  });
});
