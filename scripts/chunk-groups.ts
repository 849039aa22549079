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
 */
import type { ChunkingContext } from 'rolldown';
import type { RouteBudget } from './bundle-budget';

const SHELL = 'src/web/app/layouts/app-layout.tsx';

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
      const fromEntry = closure([absolute(entry)]);
      const fromSignedOut = closure(signedOut);
      const names = new Map<string, string>();
      for (const module of closure([absolute(SHELL)])) {
        if (fromEntry.has(module) || routeModules.has(module)) continue;
        names.set(module, fromSignedOut.has(module) ? 'common' : 'signed-in');
      }
      planned = { ctx, names };
    }
    return planned.names.get(id) ?? null;
  };
}
