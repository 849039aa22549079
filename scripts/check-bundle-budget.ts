/**
 * Initial-JS budget (runs in `npm test`, after `vite build`): prints every route's gzipped
 * initial JS against its budget and exits 1 when one is over, when a lazy screen of the build has
 * no row here, when a row names a module the build no longer has, or when the entry comes in more
 * files than its chunk, the bundler's runtime and TanStack Query's chunk (decision 0059).
 * Usage: `node --import tsx scripts/check-bundle-budget.ts [dist/web]`.
 *
 * the decision 0013 limits: 150 KiB for the public shell and the sign-in screen, 200 KiB for the
 * signed-in landing screens (decisions 0013 and 0015). The other tiers hold the line where the
 * build stands: lower them as screens get lighter, never raise them to let a screen grow.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BOOT_NAMESPACES } from '../src/web/lib/boot-namespaces';
import {
  formatTable,
  initialFiles,
  measureRoutes,
  unbudgetedScreens,
  type Build,
  type Manifest,
} from './bundle-budget';
import { isScreen, routeBudgets, startBudgets } from './route-table';
import { NAMESPACES_FILE } from './i18n-namespaces';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

/**
 * The files every page loads: the entry's chunk (with everything it imports, decision 0059), the
 * bundler's runtime and TanStack Query's chunk. More means the entry was cut into slivers again.
 */
const ENTRY_FILES = 3;

function main(webRoot: string) {
  const manifest = readJson(path.join(webRoot, '.vite/manifest.json')) as Manifest;
  const build: Build = {
    manifest,
    namespaces: readJson(path.join(webRoot, NAMESPACES_FILE)) as Build['namespaces'],
    bundledNamespaces: BOOT_NAMESPACES,
  };
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const figures = measureRoutes(build, [...routeBudgets, ...startBudgets], gzipSize);
  console.log(formatTable(figures));
  const problems = [
    ...figures.filter((f) => !f.ok).map((f) => `${f.path} is over its budget of ${f.budgetKiB} KiB`),
    ...unbudgetedScreens(manifest, routeBudgets, isScreen).map(
      (key) => `${key} is a screen with no budget (add it to scripts/route-table.ts)`,
    ),
  ];
  const entry = initialFiles(build, []);
  if (entry.length > ENTRY_FILES)
    problems.push(`the entry comes in ${entry.length} files, not ${ENTRY_FILES}: ${entry.join(', ')}`);
  if (problems.length > 0) {
    console.error(`\nBundle budget failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main(path.resolve(process.argv[2] ?? 'dist/web'));
