import { Suspense, type ComponentProps } from 'react';
import { firstScreenPart } from '@/web/lib/first-screen-part';

/**
 * "Ver como cliente" (docs/decisions/0054) as a chunk of its own, with its catalogue: only admins
 * ever see it, so the screens that offer it do not carry it in their initial JS. The server draws
 * it for an admin, so it is a first-screen part: asked for when this module runs, and the page
 * hydrates once it is in (a client's project page waits for it too: a small chunk).
 */
const ViewAsButton = firstScreenPart(() => import('./view-as-button').then((module) => module.ViewAsButton));

export function LazyViewAsButton(props: ComponentProps<typeof ViewAsButton>) {
  return (
    <Suspense fallback={null}>
      <ViewAsButton {...props} />
    </Suspense>
  );
}
