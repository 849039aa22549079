import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/web/components/ui/alert';

/** An inline result of a form: errors are announced assertively, successes politely. */
export function FormAlert({ variant, children }: { variant: 'error' | 'success'; children: ReactNode }) {
  if (variant === 'error') {
    return (
      <Alert variant="destructive" role="alert">
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
