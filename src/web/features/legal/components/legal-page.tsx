import { Skeleton } from '@/web/components/ui/skeleton';
import { usePublicConfig } from '@/web/lib/api/get-public-config';
import { LegalDocument } from './legal-document';

/** /privacy and /terms: the document once the public config (the support e-mail) is known. */
export function LegalPage({ doc }: { doc: 'privacy' | 'terms' }) {
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
  return <LegalDocument doc={doc} supportEmail={config?.supportEmail ?? ''} />;
}
