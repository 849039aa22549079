import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/utils';
import { Label } from './ui/label';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: ReactNode;
  /** Validation message: an i18n key (`validation:emailInvalid`) or text. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Extra element on the label row (e.g. "forgot password" link). */
  labelAside?: ReactNode;
  /** The label is only read out (the control shows it another way, e.g. as its placeholder). */
  hideLabel?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A field's error in red under it: an i18n key (`validation:emailInvalid`) or text. */
export function FieldError({ id, message }: { id: string; message: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-[13px] font-medium text-destructive-text">
      {/^[a-z]+:[\w.]+$/i.test(message) ? t(message) : message}
    </p>
  );
}

/** Label above, control, helper text, then the error in red; all linked for screen readers. */
export function FormField({ label, error, hint, className, labelAside, hideLabel, children }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      {hideLabel ? (
        <Label htmlFor={id} className="sr-only">
          {label}
        </Label>
      ) : (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-[13px] text-muted-foreground">
          {hint}
        </p>
      )}
      {errorId && error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
