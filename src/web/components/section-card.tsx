import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';

/**
 * One section of a screen as a card (a settings section, a form): title, one line of context,
 * the content, and its action row (the form's submit) under a rule.
 */
export function SectionCard({
  title,
  description,
  children,
  footer,
  contentClassName,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  contentClassName?: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={cn('grid gap-6', contentClassName)}>{children}</CardContent>
      {footer && <div className="flex flex-wrap items-center gap-3 border-t px-5 pt-5 md:px-6">{footer}</div>}
    </Card>
  );
}
