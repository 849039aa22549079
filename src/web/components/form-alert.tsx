import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/web/components/ui/alert';

/** An inline result of a form: errors are announced assertively, successes politely. */
export function FormAlert({
  variant,
  id,
  children,
}: {
  variant: 'error' | 'success';
  /** For a control that the message describes (`aria-describedby`). */
  id?: string;
  children: ReactNode;
}) {
  if (variant === 'error') {
    return (
      <Alert variant="destructive" role="alert" id={id}>
        <CircleAlert aria-hidden="true" />
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
