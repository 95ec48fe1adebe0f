import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The inodes of sockets listening on `port` (Linux's /proc/net/tcp and tcp6). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return inodes;
}

/**
 * Does process `pid` own the socket listening on `port`? Another test's app can take a port
 * between our pick and our listen, and then answer our readiness check in our app's place. Where
 * /proc cannot tell (not Linux), says yes.
 */
export function listensOn(pid: number, port: number): boolean {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return true;
  let descriptors: string[];
  try {
    descriptors = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return true;
  }
  return descriptors.some((fd) => {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      return inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '');
    } catch {
      return false;
    }
  });
}
