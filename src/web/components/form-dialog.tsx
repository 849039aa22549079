import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { FormAlert } from '@/web/components/form-alert';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';

/**
 * The shell of a form in a dialog (phases, tasks, invoices, decisions): title and description, the
 * form's general error, the fields, and Cancel / submit. Closing it (Cancel too) calls `onDiscard`
 * (reset what was typed). An edit form of a versioned record passes `changed` (`useDialogForm`):
 * when someone else saved the record meanwhile, a polite notice says so and that saving will
 * offer to compare.
 */
export function FormDialog({
  open,
  onOpenChange,
  onDiscard,
  onSubmit,
  title,
  description,
  error,
  errorTitle,
  changed,
  submitLabel,
  submitVariant,
  pending,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: string;
  description: ReactNode;
  error: string | null;
  /** What failed, above the error ('Error al agregar funcionalidades'). */
  errorTitle?: string;
  /** The edited record has a newer version than the form's (undefined: not a versioned record). */
  changed?: boolean;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
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
          {changed !== undefined && (
            // The live region is there from the start (empty, out of the grid's flow), so the
            // notice is announced when it appears.
            <div role="status" className="empty:absolute">
              {changed && (
                <Alert variant="info">
                  <Info aria-hidden="true" />
                  <AlertDescription>{t('versionConflict.changedMeanwhile')}</AlertDescription>
                </Alert>
              )}
            </div>
          )}
          {error && (
            <FormAlert variant="error" title={errorTitle}>
              {error}
            </FormAlert>
          )}
          {children}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                onDiscard();
                onOpenChange(false);
              }}
              disabled={pending}
            >
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant={submitVariant} loading={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
