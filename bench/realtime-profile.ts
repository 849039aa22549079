/**
 * CPU profile of the portal during a ramp only (not while accounts are seeded or sockets open):
 * the portal runs with `--inspect=127.0.0.1:0`; this drives V8's profiler over the inspector
 * protocol, writes the `.cpuprofile` (open it in Chrome DevTools) and sums self time by function.
 */
import { writeFileSync } from 'node:fs';
import WebSocket from 'ws';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function startProfiling(inspectorUrl: string) {
  const ws = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const waiting = new Map<number, (result: unknown) => void>();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  let next = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call('Profiler.enable');
  await call('Profiler.setSamplingInterval', { interval: 500 });
  await call('Profiler.start');
  return {
    /** Writes the profile to `file` and returns the functions with the most self time. */
    async stop(file: string, top = 15): Promise<string[]> {
      const { profile } = (await call('Profiler.stop')) as { profile: Profile };
      ws.close();
      writeFileSync(file, JSON.stringify(profile));
      return summarize(profile, top);
    },
  };
}

function summarize(profile: Profile, top: number): string[] {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(src|bench)\//, '$1/');
    const name = `${frame.functionName || '(anonymous)'}${where ? ` ${where}:${frame.lineNumber + 1}` : ''}`;
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(name, (self.get(name) ?? 0) + dt);
    total += dt;
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, t]) => `${((100 * t) / total).toFixed(1).padStart(5)} %  ${name}`);
}
