/**
 * Upload memory benchmark (`npm run bench:upload`): does a 50 MB upload stream through the portal
 * rather than sit in its memory? The real portal (its own process, disk storage) receives one
 * upload of exactly 52,428,800 bytes, sent in 64 KiB chunks; its resident memory (VmRSS) is
 * sampled every 20 ms from /proc. Passes when the peak growth over the resting level, measured
 * after a small warm-up upload, stays under 20 MB (BENCH_UPLOAD_MAX_RSS_MB).
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { FILE_LIMITS } from '../src/shared/schemas/files';
import { withBenchPortal } from './lib';
import { fmt } from './measure';

const MAX_GROWTH_MB = Number(process.env.BENCH_UPLOAD_MAX_RSS_MB ?? 20);
const CHUNK = Buffer.alloc(64 * 1024, 0x61);
const MB = 1024 * 1024;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function* bytes(total: number) {
  for (let sent = 0; sent < total; sent += CHUNK.length) {
    yield total - sent >= CHUNK.length ? CHUNK : CHUNK.subarray(0, total - sent);
  }
}

async function upload(url: string, cookie: string, projectId: string, size: number) {
  const res = await fetch(`${url}/api/projects/${projectId}/files`, {
    method: 'POST',
    headers: {
      cookie,
      origin: url,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(`bench-${size}.txt`),
    },
    body: Readable.toWeb(Readable.from(bytes(size))) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (res.status !== 201) throw new Error(`upload of ${size} bytes: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { file: { file_size: number } }).file;
}

await withBenchPortal('upload', async ({ portal, clientCookie }) => {
  const pid = portal.child.pid!;
  const created = await fetch(`${portal.url}/api/projects`, {
    method: 'POST',
    headers: { cookie: clientCookie, origin: portal.url, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench uploads', description: 'Subidas', technologies: ['React'] }),
  });
  const projectId = ((await created.json()) as { project: { id: string } }).project.id;
  await upload(portal.url, clientCookie, projectId, 2 * MB);
  await new Promise((r) => setTimeout(r, 500));
  const resting = rssOf(pid);
  let peak = resting;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const started = performance.now();
  const file = await upload(portal.url, clientCookie, projectId, FILE_LIMITS.maxBytes);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  const growth = (peak - resting) / MB;
  console.log(`\nUpload of ${fmt(file.file_size)} bytes in ${fmt(seconds, 2)} s`);
  console.log(`Portal RSS: resting ${fmt(resting / MB, 1)} MB, peak ${fmt(peak / MB, 1)} MB`);
  console.log(`Growth: ${fmt(growth, 1)} MB (limit ${MAX_GROWTH_MB} MB)`);
  if (growth >= MAX_GROWTH_MB) {
    console.error('FAIL: the upload grew the portal’s memory past the limit');
    process.exitCode = 1;
  }
});
