import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process CPU time in clock ticks of 10 ms (USER_HZ = 100 on every mainstream kernel). */
const MS_PER_TICK = 10;

/** User + system CPU milliseconds a process has used so far, or 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in brackets: utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MiB, or 0 once it is gone. */
export function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    return kib / 1024;
  } catch {
    return 0;
  }
}

/** The process ids running a program of this name (its `comm`), readable from /proc. */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * The summed CPU time of a changing set of processes (PostgreSQL starts a backend per new
 * connection): those running at `start` count from then, those that appear later in full.
 */
export class CpuMeter {
  private readonly seen = new Map<number, number>();
  private used = 0;

  constructor(start: number[]) {
    for (const pid of start) this.seen.set(pid, cpuMs(pid));
  }

  /** Adds what each process used since the last reading; returns the total since the start. */
  read(pids: number[]): number {
    for (const pid of pids) {
      const now = cpuMs(pid);
      const before = this.seen.get(pid) ?? 0;
      if (now >= before) this.used += now - before;
      this.seen.set(pid, now);
    }
    return this.used;
  }
}
