/**
 * The initial-JS budget of each route, computed from Vite's build manifest
 * (`dist/web/.vite/manifest.json`). A route's initial JS is what a first visit downloads before the
 * screen is usable: the entry (`index.html`'s script) with its static imports, then each lazy
 * module on the way (layout, screen) with theirs and the Spanish catalogues it loads with it
 * (`.vite/i18n-namespaces.json`, scripts/i18n-namespaces.ts). Other dynamic imports are not
 * followed: they load when used. Pure functions here; `check-bundle-budget.ts` prints the table.
 */

/** One chunk of `.vite/manifest.json` (the fields the budget reads). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: a shared chunk's manifest key carries its hash, its name does not. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What the budget reads from a build. */
export interface Build {
  manifest: Manifest;
  /** Lazy module (manifest key) → the namespaces loaded with it. */
  namespaces: Record<string, readonly string[]>;
  /** Namespaces bundled with the entry (no catalogue chunk of their own). */
  bundledNamespaces: readonly string[];
}

/** A route's lazy modules from the outermost layout to the screen, with its budget. */
export interface RouteBudget {
  path: string;
  /** Manifest keys (source paths) of the lazy modules the route loads, layouts first. */
  modules: string[];
  budgetKiB: number;
  /**
   * Whether the build paints the route's first screen into its page (scripts/prerender.ts), and
   * for which visitor: signed out (public and sign-in screens) or whose session is being checked
   * (the signed-in layout's frame).
   */
  firstScreen?: 'signed-out' | 'pending';
  /**
   * Modules the page has loaded already (a route's, layouts first): their files are not counted.
   * A row with `after` budgets what a page fetches as it starts, beyond its first screen.
   */
  after?: string[];
}

export const ENTRY_KEY = 'index.html';
const catalogueKey = (namespace: string, language: string) =>
  `src/shared/i18n/locales/${language}/${namespace}.json`;

/**
 * Every JS file a route needs before it is usable: the entry's static import graph plus each lazy
 * module's and its catalogues', each file once, in load order, for a visitor in `language` (the
 * budgets are Spanish's, the default). Throws when a key is not in the manifest (a renamed route
 * must be renamed in the budget table too).
 */
export function initialFiles(build: Build, modules: string[], language = 'es'): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (wanted: string, from: string) => {
    // 'chunk:auth-client' names a shared chunk (its key, `_auth-client-<hash>.js`, changes per build).
    const key = wanted.startsWith('chunk:')
      ? (Object.entries(build.manifest).find(([, c]) => c.name === wanted.slice(6) && !c.src)?.[0] ?? wanted)
      : wanted;
    if (seen.has(key)) return;
    const chunk = build.manifest[key];
    if (!chunk) throw new Error(`${key} (needed by ${from}) is not in the build manifest`);
    seen.add(key);
    for (const child of chunk.imports ?? []) visit(child, key);
    files.push(chunk.file);
  };
  // The entry bundles the shell's namespaces in Spanish only: another language loads them too.
  const bundled = language === 'es' ? build.bundledNamespaces : [];
  visit(ENTRY_KEY, 'the budget table');
  for (const namespace of build.bundledNamespaces) {
    if (!bundled.includes(namespace)) visit(catalogueKey(namespace, language), ENTRY_KEY);
  }
  for (const key of modules) {
    visit(key, 'the budget table');
    for (const namespace of build.namespaces[key] ?? []) {
      if (!bundled.includes(namespace)) visit(catalogueKey(namespace, language), key);
    }
  }
  return files;
}

/**
 * The files a route's page runs as module scripts of its own for a visitor in `language`: each
 * lazy module on the way (layout, screen) and the catalogues it loads with it (the shell's too,
 * outside Spanish). Their imports are preloaded (`initialFiles`); these run before the document
 * counts as loaded, so the app finds them evaluated when it starts.
 */
export function startFiles(build: Build, modules: string[], language = 'es'): string[] {
  const bundled = language === 'es' ? build.bundledNamespaces : [];
  const fileOf = (key: string) => {
    const chunk = build.manifest[key];
    if (!chunk) throw new Error(`${key} (needed by a route) is not in the build manifest`);
    return chunk.file;
  };
  const namespaces = [
    ...build.bundledNamespaces,
    ...modules.flatMap((key) => build.namespaces[key] ?? []),
  ].filter((namespace) => !bundled.includes(namespace));
  const files = [
    ...modules.map(fileOf),
    ...namespaces.map((namespace) => fileOf(catalogueKey(namespace, language))),
  ];
  return [...new Set(files)];
}

/** Lazy screens the manifest holds that no route of the table covers (a new screen needs a budget). */
export function unbudgetedScreens(
  manifest: Manifest,
  routes: RouteBudget[],
  isScreen: (src: string) => boolean,
) {
  const covered = new Set(routes.flatMap((route) => route.modules));
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && isScreen(chunk.src ?? key) && !covered.has(key))
    .map(([key]) => key);
}

export interface RouteFigure {
  path: string;
  files: number;
  gzipBytes: number;
  budgetKiB: number;
  ok: boolean;
}

/** Each route's gzipped initial JS against its budget (`gzipSize` of a built file, memoised by the caller). */
export function measureRoutes(
  build: Build,
  routes: RouteBudget[],
  gzipSize: (file: string) => number,
): RouteFigure[] {
  return routes.map((route) => {
    const loaded = new Set(route.after ? initialFiles(build, route.after) : []);
    const files = initialFiles(build, [...(route.after ?? []), ...route.modules]).filter(
      (file) => !loaded.has(file),
    );
    const gzipBytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    return {
      path: route.path,
      files: files.length,
      gzipBytes,
      budgetKiB: route.budgetKiB,
      ok: gzipBytes <= route.budgetKiB * 1024,
    };
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The table printed by the check: one line per route, figures in KiB. */
export function formatTable(figures: RouteFigure[]): string {
  const width = Math.max(5, ...figures.map((f) => f.path.length));
  const head = `${'route'.padEnd(width)}  files  gzip KiB  budget KiB  result`;
  const lines = figures.map(
    (f) =>
      `${f.path.padEnd(width)}  ${String(f.files).padStart(5)}  ${kib(f.gzipBytes).padStart(8)}  ` +
      `${String(f.budgetKiB).padStart(10)}  ${f.ok ? 'ok' : 'OVER BUDGET'}`,
  );
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}
