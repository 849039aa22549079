import { useFormatters, useRelativeTime } from '@/web/lib/use-formatters';

/** Who wrote a message and when: relative time, the exact date on hover. */
export function AuthorLine({ author, at }: { author: string; at: string }) {
  const { dateTime } = useFormatters();
  const relative = useRelativeTime();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-medium">{author}</span>
      <time dateTime={at} title={dateTime(at)} className="text-xs text-muted-foreground">
        {relative(at)}
      </time>
    </p>
  );
}
