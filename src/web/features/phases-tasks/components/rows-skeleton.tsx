import { Skeleton } from '@/web/components/ui/skeleton';

/** Two rows while a list of phases or tasks loads. */
export function RowsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-2" aria-hidden="true">
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-16 w-full rounded-xl" />
    </div>
  );
}
