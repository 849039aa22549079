import { Skeleton } from '@/web/components/ui/skeleton';

/** Rows shaped like a block's items while it loads. */
export function BlockSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="grid gap-3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid gap-2 rounded-lg border p-3">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
