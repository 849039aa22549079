import type { ReactNode } from 'react';
import type { Profile } from '@/shared/schemas/profile';
import { useViewer } from '@/web/lib/use-viewer';

/** Renders `children(viewer)` for the signed-in user (nothing while the session is ending). */
export function WithViewer({ children }: { children: (viewer: Profile) => ReactNode }) {
  const viewer = useViewer();
  if (!viewer) return null;
  return <>{children(viewer)}</>;
}
