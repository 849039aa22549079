import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '@/web/components/form-alert';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';

/**
 * A form as a section card (a settings section, the send form): title and context, the form's
 * general error, the fields, and its submit button under a rule.
 */
export function FormCard({
  title,
  description,
  onSubmit,
  error,
  errorTitle,
  submitLabel,
  pending,
  contentClassName,
  children,
}: {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  /** What failed, above the error (e.g. 'Error al actualizar configuración'). */
  errorTitle?: string;
  /** The button's text (and icon). */
  submitLabel: ReactNode;
  pending: boolean;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <SectionCard
        title={title}
        description={description}
        contentClassName={contentClassName}
        footer={
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        }
      >
        {error && (
          <FormAlert variant="error" title={errorTitle}>
            {error}
          </FormAlert>
        )}
        {children}
      </SectionCard>
    </form>
  );
}
