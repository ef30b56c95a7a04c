import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Run as root, the database servers of the cluster and of the replica tests run as a system user
 * (PostgreSQL refuses root), which must be able to enter every directory above its data directory.
 * A checkout under a private directory (/root, or `mktemp -d`'s 0700) does not let it: then the data
 * goes to a directory of the same name under the system's temporary directory (1777), one per
 * checkout. `preferred` itself is created and handed to that user by the caller.
 */
export function reachableDir(preferred: string): string {
  const target = path.resolve(preferred);
  if (os.userInfo().uid !== 0 || othersCanEnterAbove(target)) return target;
  const checkout = crypto.createHash('sha256').update(target).digest('hex').slice(0, 10);
  return path.join(os.tmpdir(), `corner-store-${checkout}-${path.basename(target)}`);
}

function othersCanEnterAbove(target: string): boolean {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    if (fs.existsSync(dir) && (fs.statSync(dir).mode & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) return true;
  }
}
