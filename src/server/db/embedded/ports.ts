import fs from 'node:fs';
import net from 'node:net';
import type { ClusterPaths } from './cluster';

/** The port used last time when it is free, else a free one from the system (remembered for next time). */
export async function choosePort(paths: ClusterPaths, lastWasTaken: boolean): Promise<number> {
  const remembered = Number(readFile(paths.portFile));
  if (!lastWasTaken && Number.isInteger(remembered) && remembered > 0 && (await isFree(remembered))) return remembered;
  const port = await freePort();
  fs.writeFileSync(paths.portFile, String(port));
  return port;
}

function readFile(file: string) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
