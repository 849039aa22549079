import { AlertCircle } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';

/**
 * The shell of a form in a dialog (phases, tasks, invoices): title and description, the form's general error,
 * the fields, and Cancel / submit. Closing it calls `onDiscard` (reset what was typed).
 */
export function FormDialog({
  open,
  onOpenChange,
  onDiscard,
  onSubmit,
  title,
  description,
  error,
  submitLabel,
  pending,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: string;
  description: string;
  error: string | null;
  submitLabel: string;
  pending: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDiscard();
        onOpenChange(next);
      }}
    >
      <DialogContent className={className}>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {error && (
            <Alert variant="destructive" role="alert">
              <AlertCircle aria-hidden="true" />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
