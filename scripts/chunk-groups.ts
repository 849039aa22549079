/**
 * Where the web build puts our own modules that the signed-in shell imports (decision 0013). Left to
 * the automatic splitting, each set of screens sharing a module got a chunk of its own: a client's
 * dashboard loaded 89 files, most under 2 KiB gzipped, each a request, a preload and a compile on
 * the phone's main thread. Every signed-in screen loads the shell, so what the shell imports can
 * share a chunk at no cost to any of them:
 *
 * - `signed-in`: what the shell imports (however deep) and no signed-out screen does;
 * - `common`: what the shell imports and a signed-out screen does too (the sign-in screen loads
 *   it all, so it stays small and the budget check watches it);
 * - anything the entry imports stays in the entry's chunk, the route modules themselves stay
 *   chunks of their own (the routes load them by name), and the rest is split as before.
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
