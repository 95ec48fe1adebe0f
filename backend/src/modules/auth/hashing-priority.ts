import { readlink } from 'node:fs/promises';
import { setPriority } from 'node:os';

/**
 * The libuv pool's threads, found by asking them: an asynchronous readlink runs on a pool thread,
 * and /proc/thread-self names the thread that reads it. Rounds of concurrent reads until every
 * thread has answered (empty where there is no /proc).
 */
async function poolThreadIds(): Promise<Set<number>> {
  const poolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const found = new Set<number>();
  for (let round = 0; round < 20 && found.size < poolSize; round++) {
    const links = await Promise.all(
      Array.from({ length: poolSize * 16 }, () => readlink('/proc/thread-self').catch(() => '')),
    );
    if (links.every((link) => link === '')) break;
    for (const link of links) {
      const id = Number(link.split('/').pop());
      if (Number.isInteger(id) && id > 0 && id !== process.pid) found.add(id);
    }
  }
  return found;
}

/**
 * Lowers the scheduling priority of this process's libuv pool threads to `niceness` (Linux: a
 * thread's nice value is its own, and the threads argon2 starts for its lanes inherit it). A
 * password hash is a quarter second of CPU on purpose; at normal priority it takes every core
 * from the event loops of this and other instances, and every request waits behind a sign-in.
 * Lowered, the hash runs in the time they leave free. Returns how many threads were lowered.
 */
export async function lowerPoolThreadPriority(niceness: number): Promise<number> {
  let lowered = 0;
  for (const id of await poolThreadIds()) {
    try {
      setPriority(id, niceness);
      lowered += 1;
    } catch {
      // Refused by the system: that thread hashes at normal priority.
    }
  }
  return lowered;
}
