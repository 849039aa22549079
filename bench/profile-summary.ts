/**
 * Summarises a CPU profile (`.cpuprofile`, from `node --cpu-prof` or BENCH_PROFILE): the frames
 * with the most self time, self time per area (a package under node_modules, Node's own code, our
 * src folders, GC), the share of samples with each area anywhere on the stack (inclusive), and
 * the samples by activity (system calls, building SQL, reading answers, the session check…).
 *
 *   node --import tsx bench/profile-summary.ts <file.cpuprofile> [rows]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const root = path.resolve(import.meta.dirname, '..');
const IDLE = new Set(['(idle)', '(program)']);

/** Where a frame's code lives: `better-auth`, `drizzle-orm`, `node:internal`, `src/server/lib`, `(gc)`… */
export function areaOf(frame: CallFrame): string {
  if (frame.functionName === '(garbage collector)') return '(gc)';
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (frame.url.startsWith('node:')) return 'node:internal';
  const file = frame.url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope, name] = file.slice(modules + '/node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  return path.dirname(path.relative(root, file));
}

/**
 * What a sample was doing, by the first rule that matches: the leaf for system calls, GC and
 * promise hooks, then any frame on the stack, in this order (so a frame of Drizzle building SQL
 * counts as building even when the leaf is a helper of Drizzle's).
 */
const LEAF_ACTIVITIES: [string, (f: CallFrame) => boolean][] = [
  [
    'system calls (socket writes and reads)',
    (f) => !f.url && /^(writev|writeBuffer|read)$/.test(f.functionName),
  ],
  ['garbage collector', (f) => f.functionName === '(garbage collector)'],
  ['promise hooks (AsyncLocalStorage)', (f) => f.url.includes('async_hooks')],
];
const STACK_ACTIVITIES: [string, (f: CallFrame) => boolean][] = [
  [
    'Drizzle building SQL',
    (f) => f.url.includes('drizzle-orm') && /^(_prepare|getSQL|sqlToQuery)$/.test(f.functionName),
  ],
  [
    'reading answers (pg-protocol, rows)',
    (f) => /pg-protocol\/dist\/parser|pg\/lib\/result|postgres-date/.test(f.url),
  ],
  ['session check (ours)', (f) => f.url.includes('resolve-session')],
  ["auth library's getSession", (f) => /better-auth|better-call/.test(f.url)],
  ['pg-pool', (f) => f.url.includes('pg-pool')],
  ['sending queries (pg)', (f) => /\/pg\/lib\/|pg-protocol/.test(f.url)],
  ['Drizzle, other', (f) => f.url.includes('drizzle-orm')],
  ['operations and presenters', (f) => f.url.includes('src/server/modules')],
  ['db layer and middleware (ours)', (f) => /src\/server\/(db|lib|app)/.test(f.url)],
  ['Hono', (f) => /\/hono\/|zod-openapi/.test(f.url)],
  ['HTTP (node:http, @hono/node-server)', (f) => /@hono\/node-server|_http_/.test(f.url)],
];

function activityOf(stack: CallFrame[]): string {
  const leaf = LEAF_ACTIVITIES.find(([, test]) => test(stack[0]!));
  if (leaf) return leaf[0];
  return STACK_ACTIVITIES.find(([, test]) => stack.some(test))?.[0] ?? 'other';
}

const frameName = (f: CallFrame) =>
  `${f.functionName || '(anonymous)'} ${f.url ? `${areaOf(f)}/${path.basename(f.url)}:${f.lineNumber + 1}` : ''}`.trim();

export function summarise(profile: CpuProfile, rows = 20): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const self = new Map<string, number>();
  const selfArea = new Map<string, number>();
  const inclusiveArea = new Map<string, number>();
  const activity = new Map<string, number>();
  let busy = 0;
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(id)!;
    if (IDLE.has(node.callFrame.functionName)) return;
    busy += us;
    add(self, frameName(node.callFrame), us);
    add(selfArea, areaOf(node.callFrame), us);
    const seen = new Set<string>();
    const stack: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      stack.push(byId.get(at)!.callFrame);
      const area = areaOf(byId.get(at)!.callFrame);
      if (area !== '(root)' && !seen.has(area)) seen.add(area);
    }
    add(activity, activityOf(stack), us);
    for (const area of seen) add(inclusiveArea, area, us);
  });

  const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${pct(us)}  ${k}`);
  return [
    `busy ${(busy / 1000).toFixed(0)} ms of samples (idle excluded)`,
    `top self time, by frame:`,
    ...top(self, rows),
    `self time by area:`,
    ...top(selfArea, 12),
    `samples with the area anywhere on the stack (inclusive):`,
    ...top(inclusiveArea, 12),
    `by activity (leaf first, then the whole stack):`,
    ...top(activity, STACK_ACTIVITIES.length + LEAF_ACTIVITIES.length + 1),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: bench/profile-summary.ts <file.cpuprofile> [rows]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  console.log(summarise(profile, Number(process.argv[3] ?? 20)));
}
