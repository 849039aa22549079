/**
 * Load and accounting of the realtime benchmark: committed project updates at a set rate (one
 * row per autocommitted UPDATE, spread over a few connections so a slow round trip does not
 * hold the schedule), and CPU time of processes read from /proc (Linux).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

/** Commits `rate` single-row updates per second for `seconds`; returns how long that took. */
export async function commitChanges(
  writers: pg.Client[],
  projects: string[],
  rate: number,
  seconds: number,
): Promise<{ committed: number; seconds: number }> {
  const total = Math.round(rate * seconds);
  const started = Date.now();
  let next = 0;
  await Promise.all(
    writers.map(async (db) => {
      for (let i = next++; i < total; i = next++) {
        const wait = started + (i * 1000) / rate - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const id = projects[Math.floor(Math.random() * projects.length)];
        await db.query('UPDATE projects SET updated_at = now() WHERE id = $1', [id]);
      }
    }),
  );
  return { committed: total, seconds: (Date.now() - started) / 1000 };
}

const TICKS_PER_SECOND = 100;

function stat(pid: number): { ppid: number; cpuMs: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state ppid … utime(14) stime(15).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { ppid: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** CPU time (ms) of a process and all its descendants alive now. */
export function cpuOfTree(root: number): number {
  const children = new Map<number, number[]>();
  const own = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const s = stat(pid);
    if (!s) continue;
    own.set(pid, s.cpuMs);
    children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  }
  let total = 0;
  const walk = (pid: number) => {
    total += own.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return total;
}

/** The PostgreSQL server (postmaster) whose data folder is `dataDir`. */
export function postmasterOf(dataDir: string): number | null {
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (cmd[0]?.endsWith('postgres') && cmd.includes(dataDir)) return pid;
    } catch {
      /* gone */
    }
  }
  return null;
}
