import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';

/** An inline result of a form: errors are announced assertively, successes politely. */
export function FormAlert({
  variant,
  id,
  title,
  children,
}: {
  variant: 'error' | 'success';
  /** What failed, above the message (the spec's 'Error al …' titles). */
  title?: string | undefined;
  /** For a control that the message describes (`aria-describedby`). */
  id?: string;
  children: ReactNode;
}) {
  if (variant === 'error') {
    return (
      <Alert variant="destructive" role="alert" id={id}>
        <CircleAlert aria-hidden="true" />
        {title && <AlertTitle>{title}</AlertTitle>}
        <AlertDescription>{children}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="success" role="status">
      <CircleCheck aria-hidden="true" />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}
