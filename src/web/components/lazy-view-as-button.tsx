import { Suspense, type ComponentProps } from 'react';
import { firstScreenPart } from '@/web/lib/first-screen-part';

/**
 * "Ver como cliente" (docs/decisions/0054) as a chunk of its own, with its catalogue: only admins
 * ever see it, so the screens that offer it do not carry it in their first load.
 */
const ViewAsButton = firstScreenPart(() => import('./view-as-button').then((module) => module.ViewAsButton));

export function LazyViewAsButton(props: ComponentProps<typeof ViewAsButton>) {
  return (
    <Suspense fallback={null}>
      <ViewAsButton {...props} />
    </Suspense>
  );
}
