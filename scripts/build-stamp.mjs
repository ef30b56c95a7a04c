// What `npm start` / `npm run build` know about a build (issue 36): whether the one in dist/ is
// current, and the environment the client is built in.
//
// The client served by the app is always a production build, whatever NODE_ENV the shell has:
// under NODE_ENV=test or development Vite makes a development build (React's development bundle,
// and no service-worker registration, which is compiled in for production builds only). So the
// client is built with NODE_ENV=production, and the stamp records that mode beside the sources'
// fingerprint: a build made another way (or by a version that did not record it) is not current.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The mode every client build is made in; part of the client's stamp. */
export const CLIENT_BUILD_MODE = 'production';

/** The environment for `vite build`: the caller's, with NODE_ENV forced to production. */
export function clientBuildEnv(env = process.env) {
  return { ...env, NODE_ENV: CLIENT_BUILD_MODE };
}

/** A fingerprint of the inputs' paths, sizes and modification times (a stat per file, no reads), and of `extra`. */
export function fingerprint(inputs, extra = '') {
  const hash = crypto.createHash('sha256');
  hash.update(`${extra}\n`);
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(`${p}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  inputs.forEach(visit);
  return hash.digest('hex');
}

/** Whether `output` exists and the stamp file holds exactly `current`. */
export function isCurrent(stampFile, output, current) {
  return fs.existsSync(output) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === current;
}
