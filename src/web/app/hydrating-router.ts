import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';

/**
 * The router for a page the server drew, made the way React Router's framework mode makes it: the
 * modules of the routes on the address are loaded first, so the router starts initialised, with
 * `hydrationData`. Its first render is then the server's, and it leaves the page's scroll alone.
 * A router that loads its first routes itself resets the scroll to the top when React first draws
 * it (`ScrollRestoration`), under someone who scrolled while the page hydrated: a press made after
 * that scroll lands on whatever the reset brought under the finger. A reload still gets its saved
 * position back.
 */
export async function createRouterOnLoadedRoutes(
  routes: RouteObject[],
): Promise<ReturnType<typeof createBrowserRouter>> {
  const onAddress = new Set(matchRoutes(routes, window.location)?.map((match) => match.route));
  // Every level's module is asked for at once (they are preloaded by the page): awaited level
  // by level, each would wait for the one below it to be evaluated first.
  const load = (list: RouteObject[]): Promise<RouteObject[]> =>
    Promise.all(
      list.map(async (route): Promise<RouteObject> => {
        const { lazy, ...rest } = route;
        const [children, loaded] = await Promise.all([
          route.children && load(route.children),
          onAddress.has(route) && typeof lazy === 'function' ? lazy() : undefined,
        ]);
        const resolved = loaded ? { ...rest, ...loaded } : route;
        return (children ? { ...resolved, children } : resolved) as RouteObject;
      }),
    );
  let loaded: RouteObject[];
  try {
    loaded = await load(routes);
  } catch {
    // A module that would not load: the router tries it again and shows the route's error screen.
    return createBrowserRouter(routes);
  }
  return createBrowserRouter(loaded, { hydrationData: { loaderData: {} } });
}
