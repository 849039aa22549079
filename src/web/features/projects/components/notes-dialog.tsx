import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { inputClasses } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/utils';

export const NOTES_MAX = 2000;

/**
 * A decision with optional notes (approve, reject, request approval). The notes field gets the
 * focus when the dialog opens; Esc or Cancelar closes it; the notes are kept if the call fails.
 */
export function NotesDialog({
  open,
  onOpenChange,
  title,
  description,
  notesLabel,
  notesHint,
  confirmLabel,
  confirmVariant = 'primary',
  pending,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  notesLabel: string;
  notesHint?: string;
  confirmLabel: string;
  confirmVariant?: ButtonProps['variant'];
  pending: boolean;
  onConfirm: (notes: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const [notes, setNotes] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setNotes('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form
          className="grid grid-cols-1 gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(notes.trim());
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={id}>{notesLabel}</Label>
            <textarea
              id={id}
              value={notes}
              maxLength={NOTES_MAX}
              onChange={(event) => setNotes(event.target.value)}
              rows={4}
              aria-describedby={notesHint ? `${id}-hint` : undefined}
              className={cn(inputClasses, 'h-auto min-h-24 resize-y md:h-auto')}
            />
            {notesHint && (
              <p id={`${id}-hint`} className="text-[13px] text-muted-foreground">
                {notesHint}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant={confirmVariant} loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
