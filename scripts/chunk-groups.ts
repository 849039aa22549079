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
 * - `signed-in`: what the shell imports (however deep) and no signed-out screen does;
 * - `common`: what the shell imports and a signed-out screen does too (the sign-in screen loads
 *   it all, so it stays small and the budget check watches it);
 * - the route modules themselves stay chunks of their own (the routes load them by name), and the
 *   rest is split as before. Packages are not followed here: a package's entry re-exports the
 *   whole library (every icon, every Radix primitive), used or not, and followed it would put in
 *   `signed-in` parts that only some screens use.
 * - Icons are the exception: the shell's modules name the icons they take from lucide-react's
 *   entry, and those icons join the shell's chunks by the same rule. Left alone, each icon the
 *   shell shares with a lazy screen was a chunk of its own: 29 of the 68 scripts a first load of
 *   `/admin` fetched, each about 250 bytes gzipped.
 */
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import type { RouteBudget } from './bundle-budget';

const SHELL = 'src/web/app/layouts/app-layout.tsx';

/** lucide-react's entry, which re-exports every icon from a module of its own. */
const ICON_ENTRY = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** The names a module's code imports from lucide-react (`import { Bell, LogOut as Out } from …`). */
export function iconNames(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name && name !== 'type' && !name.startsWith('type ')),
  );
}

/** Every export name of lucide-react's entry → the icon module it re-exports (absolute id). */
export function iconModules(entryId: string, entryCode: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const match of entryCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g)) {
    const id = path.posix.join(path.posix.dirname(entryId), match[2]!);
    for (const part of match[1]!.split(',')) modules.set(part.trim().replace(/^default\s+as\s+/, ''), id);
  }
  return modules;
}

/** The chunk-group name function (`output.codeSplitting.groups[].name`) for `routes`. */
export function shellChunks(
  routes: readonly RouteBudget[],
  { root, entry }: { root: string; entry: string },
): (id: string, ctx: ChunkingContext) => string | null {
  const absolute = (module: string) => `${root}/${module}`;
  const source = `${root}/src/`;
  const signedOut = routes
    .filter((route) => !route.modules.includes(SHELL))
    .flatMap((route) => route.modules.map(absolute));
  const routeModules = new Set(routes.flatMap((route) => route.modules.map(absolute)));
  let planned: { ctx: ChunkingContext; names: Map<string, string> } | undefined;

  return (id, ctx) => {
    if (planned?.ctx !== ctx) {
      /** Our own modules `roots` import statically, however deep (packages are not followed). */
      const closure = (roots: string[]) => {
        const ids = new Set<string>();
        const visit = (module: string) => {
          if (ids.has(module) || !module.startsWith(source)) return;
          ids.add(module);
          for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) visit(imported);
        };
        roots.forEach(visit);
        return ids;
      };
      let icons: Map<string, string> | undefined;
      /** The icon modules that `modules` name in their imports from lucide-react. */
      const iconsOf = (modules: Iterable<string>) => {
        const ids = new Set<string>();
        for (const module of modules) {
          const info = ctx.getModuleInfo(module);
          const entryId = info?.importedIds.find((imported) => ICON_ENTRY.test(imported));
          if (!entryId || !info?.code) continue;
          icons ??= iconModules(entryId, ctx.getModuleInfo(entryId)?.code ?? '');
          for (const name of iconNames(info.code)) {
            const icon = icons.get(name);
            if (icon) ids.add(icon);
          }
        }
        return ids;
      };
      const fromEntry = closure([absolute(entry)]);
      const fromSignedOut = closure(signedOut);
      const fromShell = closure([absolute(SHELL)]);
      const names = new Map<string, string>();
      for (const module of fromShell) {
        if (fromEntry.has(module) || routeModules.has(module)) continue;
        names.set(module, fromSignedOut.has(module) ? 'common' : 'signed-in');
      }
      const entryIcons = iconsOf(fromEntry);
      const signedOutIcons = iconsOf(fromSignedOut);
      for (const icon of iconsOf(fromShell)) {
        if (entryIcons.has(icon)) continue;
        names.set(icon, signedOutIcons.has(icon) ? 'common' : 'signed-in');
      }
      planned = { ctx, names };
    }
    return planned.names.get(id) ?? null;
  };
}
