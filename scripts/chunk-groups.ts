/**
 * Where the web build puts our own modules that every page, or every signed-in page, loads
 * (decisions 0013 and 0059). Left to the automatic splitting, each set of screens sharing a module
 * got a chunk of its own, and the bundler keeps a module in the entry's chunk only while no lazy
 * chunk imports it too: the entry came in 19 files and a client's dashboard in 89, most under
 * 2 KiB gzipped, each a request (on HTTP/1.1's six connections, a round trip each on a slow
 * network), a preload and a compile on the phone's main thread. What every page loads can share a
 * chunk at no cost to any page, and what every signed-in screen loads (the shell) too:
 *
 * - what the entry imports (however deep), packages too, stays in the entry's chunk: the build's
 *   `boot` group takes every module of the entry's static imports (the bundler's `$initial` tag,
 *   vite.config.ts), and the bundler merges that group into the entry's chunk;
 * - `signed-in`: what the shell imports (however deep, packages too) and no signed-out screen
 *   does, and what every signed-in screen imports (the page header each screen draws);
 * - `common`: the same, when a signed-out screen imports it too (the sign-in screen loads it all,
 *   so it stays small and the budget check watches it);
 * - the route modules themselves stay chunks of their own (the routes load them by name), and the
 *   rest is split as before.
 * - Barrels: lucide-react's entry re-exports every icon and radix-ui's every Radix primitive, used
 *   or not. Followed as they are, they would bring into `signed-in` icons and primitives that only
 *   some screens use; so an import from one counts by the names it takes (`import { Bell } from
 *   'lucide-react'` reaches the bell's module only). Left to the automatic splitting, each icon
 *   the shell shares with a lazy screen was a chunk of its own (29 of the 68 scripts a first load
 *   of `/admin` fetched, each about 250 bytes gzipped), and the Radix parts under the shell's
 *   avatar and menus were six more slivers that every signed-in page loaded.
 */
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import type { RouteBudget } from './bundle-budget';

const SHELL = 'src/web/app/layouts/app-layout.tsx';

/** Package entries that re-export a module per name: an import from one reaches only what it names. */
const BARRELS = [
  { specifier: 'lucide-react', file: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/ },
  { specifier: 'radix-ui', file: /[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/ },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The names a module's code imports from `specifier` (`import { Bell, LogOut as Out } from …`). */
export function importedNames(code: string, specifier: string): string[] {
  const imports = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped(specifier)}["']`, 'g');
  return [...code.matchAll(imports)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name && name !== 'type' && !name.startsWith('type ')),
  );
}

/**
 * Every export name of a barrel → the module it re-exports (absolute id): lucide-react's
 * `export { default as Bell } from './icons/bell.mjs'` and radix-ui's
 * `import * as Avatar from "@radix-ui/react-avatar"` (resolved among the barrel's imports).
 */
export function barrelParts(
  barrelId: string,
  code: string,
  importedIds: readonly string[],
): Map<string, string> {
  const parts = new Map<string, string>();
  for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.\/[^"']+)["']/g)) {
    const id = path.posix.join(path.posix.dirname(barrelId), match[2]!);
    for (const part of match[1]!.split(',')) parts.set(part.trim().replace(/^default\s+as\s+/, ''), id);
  }
  for (const match of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"'.][^"']*)["']/g)) {
    const folder = `/node_modules/${match[2]}/`;
    const id = importedIds.find((imported) => imported.replaceAll('\\', '/').includes(folder));
    if (id) parts.set(match[1]!, id);
  }
  return parts;
}

/** The chunk-group name function (`output.codeSplitting.groups[].name`) for `routes`. */
export function shellChunks(
  routes: readonly RouteBudget[],
  { root, entry }: { root: string; entry: string },
): (id: string, ctx: ChunkingContext) => string | null {
  const absolute = (module: string) => `${root}/${module}`;
  const signedOut = routes
    .filter((route) => !route.modules.includes(SHELL))
    .flatMap((route) => route.modules.map(absolute));
  const screens = routes
    .filter((route) => route.modules.includes(SHELL))
    .map((route) => route.modules.map(absolute));
  const routeModules = new Set(routes.flatMap((route) => route.modules.map(absolute)));
  let planned: { ctx: ChunkingContext; names: Map<string, string> } | undefined;

  return (id, ctx) => {
    if (planned?.ctx !== ctx) {
      const parts = new Map<string, Map<string, string>>();
      /** What importing `name` from the barrel `barrelId` reaches. */
      const partOf = (barrelId: string, name: string) => {
        if (!parts.has(barrelId)) {
          const info = ctx.getModuleInfo(barrelId);
          parts.set(barrelId, barrelParts(barrelId, info?.code ?? '', info?.importedIds ?? []));
        }
        return parts.get(barrelId)!.get(name);
      };
      /** Every module `roots` import statically, however deep, packages too (barrels by name). */
      const reach = (roots: string[]) => {
        const ids = new Set<string>();
        const visit = (module: string) => {
          if (ids.has(module)) return;
          ids.add(module);
          const info = ctx.getModuleInfo(module);
          for (const imported of info?.importedIds ?? []) {
            const barrel = BARRELS.find(({ file }) => file.test(imported));
            if (!barrel) visit(imported);
            else
              for (const name of importedNames(info?.code ?? '', barrel.specifier)) {
                const part = partOf(imported, name);
                if (part) visit(part);
              }
          }
        };
        roots.forEach(visit);
        return ids;
      };
      const fromEntry = reach([absolute(entry)]);
      const fromSignedOut = reach(signedOut);
      // Every signed-in screen's modules include the shell, so this is the shell's reach and more.
      const fromEveryScreen = screens
        .map(reach)
        .reduce((every, screen) => new Set([...every].filter((module) => screen.has(module))));
      const names = new Map<string, string>();
      for (const module of fromEveryScreen) {
        if (fromEntry.has(module) || routeModules.has(module)) continue;
        names.set(module, fromSignedOut.has(module) ? 'common' : 'signed-in');
      }
      planned = { ctx, names };
    }
    return planned.names.get(id) ?? null;
  };
}
