import { Skeleton } from '@/web/components/ui/skeleton';
import { LegalDocument } from '@/web/features/legal/components/legal-document';
import { usePublicConfig } from '@/web/lib/api/get-public-config';
import type { RouteHandle } from '../layouts/root-layout';

export const handle: RouteHandle = { titleKey: 'legal:privacy.title' };

export function Component() {
  const { data: config, isPending } = usePublicConfig();
  if (isPending) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-16 md:px-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return <LegalDocument doc="privacy" supportEmail={config?.supportEmail ?? ''} />;
}
