import type { Deps } from '../lib/context';

/** Origins whose pages may change state and open sockets: the portal's own (and Vite's in development). */
export function allowedOriginsOf(deps: Pick<Deps, 'baseURL' | 'config'>): string[] {
  return [
    new URL(deps.baseURL).origin,
    ...(deps.config.env === 'development' ? ['http://localhost:5173'] : []),
  ];
}
