import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { decideSignoffSchema, type Signoff } from '@/shared/schemas/signoffs';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Textarea } from '@/web/components/ui/textarea';
import { isApiError } from '@/web/lib/api-error';
import { describeFailure } from '@/web/lib/error-toast';
import { pipeInto } from '@/web/lib/form-values';
import { notify } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { useFormatters } from '@/web/lib/use-formatters';
import { operation } from '../api/client';
import { useDecideSignoff } from '../api/decide-signoff';

export type SignoffDecision = 'accept' | 'request_changes';

const COMMENT_MAX = 5000;
const commentForm = z.object({ comment: z.string() });
/** Accepting may carry a comment (a blank one is none); asking for changes requires one. */
const acceptForm = pipeInto(
  commentForm.transform((v) => ({ decision: 'accept' as const, comment: v.comment.trim() || undefined })),
  decideSignoffSchema,
);
const changesForm = pipeInto(
  commentForm.transform((v) => ({ decision: 'request_changes' as const, comment: v.comment })),
  decideSignoffSchema,
);

/**
 * The owner's decision on a submitted phase. Accepting says first what it means: a recorded
 * acceptance, a receipt and, when the phase carries a milestone amount, its invoice. Asking for
 * changes requires a comment, which becomes the reopened phase's first task comment. A decision
 * someone made meanwhile (409) is said plainly, and the card behind shows the sign-off as it is now.
 */
export function DecideDialog({
  signoff,
  decision,
  onOpenChange,
}: {
  /** The sign-off being decided; null while closed. */
  signoff: Signoff | null;
  decision: SignoffDecision;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('signoffs');
  const { number } = useFormatters();
  const decide = useDecideSignoff();
  const accepting = decision === 'accept';
  const { form, dialog, submit } = useDialogForm(accepting ? acceptForm : changesForm, {
    fields: ['comment'],
    failure: describeFailure(operation('decideSignoff')),
    // The body's only free field: whatever the server says about it is about the comment.
    fieldOfPath: () => 'comment',
    defaultValues: { comment: '' },
    onOpenChange,
  });
  const phase = signoff?.phase_name ?? '';
  const amount = signoff?.milestone_amount;
  const conflict = isApiError(decide.error) && decide.error.status === 409;

  return (
    <FormDialog
      {...dialog}
      open={signoff !== null}
      errorTitle={conflict ? t('conflict.title') : undefined}
      onSubmit={submit<Signoff>(
        (input, callbacks) => signoff && decide.mutate({ signoffId: signoff.id, input }, callbacks),
        () =>
          notify.success(t(accepting ? 'decide.accept.done' : 'decide.changes.done', { phase }), {
            description: t(accepting ? 'decide.accept.doneDetail' : 'decide.changes.doneDetail'),
          }),
      )}
      title={t(accepting ? 'decide.accept.title' : 'decide.changes.title', { phase })}
      description={
        accepting ? (
          <span className="grid gap-2">
            <span>{t('decide.accept.meaning', { phase })}</span>
            <span>
              {amount != null
                ? t('decide.accept.invoice', {
                    amount: number(amount, { style: 'currency', currency: 'EUR' }),
                  })
                : t('decide.accept.noInvoice')}
            </span>
          </span>
        ) : (
          t('decide.changes.description', { phase })
        )
      }
      submitLabel={t(accepting ? 'decide.accept.confirm' : 'decide.changes.confirm')}
      pending={decide.isPending}
    >
      <FormField
        label={t(accepting ? 'decide.accept.commentLabel' : 'decide.changes.commentLabel')}
        hint={t(accepting ? 'decide.accept.commentHint' : 'decide.changes.commentHint')}
        error={form.formState.errors.comment?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={COMMENT_MAX}
            className="min-h-24"
            aria-required={accepting ? undefined : true}
            {...form.register('comment')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
