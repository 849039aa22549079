import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';

/** One settings section: title, one line of context, the controls, and its save row. */
export function SettingsSection({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-6">{children}</CardContent>
      {footer && <div className="flex flex-wrap items-center gap-3 border-t px-5 pt-5 md:px-6">{footer}</div>}
    </Card>
  );
}

/** A labelled switch row with its explanation. */
export function SwitchRow({
  id,
  label,
  description,
  control,
}: {
  id: string;
  label: string;
  description?: string;
  control: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <div className="pt-0.5">{control}</div>
    </div>
  );
}
