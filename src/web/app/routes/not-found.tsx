import type { RouteHandle } from '../layouts/root-layout';
import { NotFoundView } from './not-found-view';

export const handle: RouteHandle = { titleKey: 'shell:notFound.title' };

export function Component() {
  return <NotFoundView />;
}
