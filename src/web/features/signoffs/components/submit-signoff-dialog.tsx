import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitSignoffSchema, type Signoff } from '@/shared/schemas/signoffs';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Textarea } from '@/web/components/ui/textarea';
import { isApiError } from '@/web/lib/api-error';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { operation } from '../api/client';
import { useFileOptions, usePhaseEvidenceOptions } from '../api/list-evidence-options';
import { useSubmitSignoff } from '../api/submit-signoff';
import { CheckList } from './check-list';
import { LinkListInput } from './link-list-input';

const MAX_LINKS = 20;
const NOTE_MAX = 5000;
/** The form's fields in order, each link's two included, so a server error lands on its field. */
const FIELDS = [
  'note',
  ...Array.from({ length: MAX_LINKS }, (_, i) => [`links.${i}.label`, `links.${i}.url`] as const).flat(),
  'links',
  'file_ids',
  'evidence_ids',
] as const;

/** 'links.2.url' stays on that link's field; anything else belongs to its first segment. */
const fieldOfPath = (path: string) =>
  /^links\.\d+\.(label|url)$/.test(path) ? path : (path.split('.')[0] ?? '');

/**
 * An admin sends a delivered phase for its owner's acceptance: a required note, and optional
 * evidence (links, files of the project, the phase's code evidence). The client is notified.
 */
export function SubmitSignoffDialog({
  projectId,
  phase,
  onOpenChange,
}: {
  projectId: string;
  /** The phase to send; null while closed. */
  phase: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('signoffs');
  const open = phase !== null;
  const submitSignoff = useSubmitSignoff();
  const files = useFileOptions(projectId, open);
  const evidence = usePhaseEvidenceOptions(projectId, phase?.id ?? '', open);
  const { form, dialog, submit } = useDialogForm(submitSignoffSchema, {
    fields: FIELDS,
    fieldOfPath,
    failure: describeFailure(operation('submitSignoff')),
    defaultValues: { note: '', links: [], file_ids: [], evidence_ids: [] },
    // Checked when sent, then as each field changes: links checked on blur would check a link
    // just added, empty, and its errors would come and go under a pointer on its way to "Enviar".
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    onOpenChange,
  });
  const { errors } = form.formState;
  const conflict = isApiError(submitSignoff.error) && submitSignoff.error.status === 409;

  return (
    <FormDialog
      {...dialog}
      open={open}
      className="sm:max-w-xl"
      errorTitle={conflict ? t('conflict.title') : undefined}
      onSubmit={submit<Signoff>(
        (input, callbacks) => phase && submitSignoff.mutate({ phaseId: phase.id, input }, callbacks),
        () =>
          notify.success(t('submit.done', { phase: phase?.name ?? '' }), {
            description: t('submit.doneDetail'),
          }),
      )}
      title={t('submit.title', { phase: phase?.name ?? '' })}
      description={t('submit.description')}
      submitLabel={t('submit.confirm')}
      pending={submitSignoff.isPending}
    >
      <FormField label={t('submit.note')} hint={t('submit.noteHint')} error={errors.note?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={NOTE_MAX}
            className="min-h-24"
            aria-required
            {...form.register('note')}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="links"
        render={({ field }) => (
          <LinkListInput
            value={field.value ?? []}
            onChange={field.onChange}
            errors={errors.links}
            error={errors.links?.message ?? errors.links?.root?.message}
            max={MAX_LINKS}
          />
        )}
      />
      <Controller
        control={form.control}
        name="file_ids"
        render={({ field, fieldState }) => (
          <CheckList
            legend={t('submit.files')}
            options={(files.data?.files ?? []).map((file) => ({ id: file.id, label: file.file_name }))}
            value={field.value ?? []}
            onChange={field.onChange}
            loading={files.isPending}
            failed={files.isError}
            onRetry={() => void files.refetch()}
            empty={t('submit.noFiles')}
            failedMessage={t('submit.filesFailed')}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="evidence_ids"
        render={({ field, fieldState }) => (
          <CheckList
            legend={t('submit.evidence')}
            options={(evidence.data ?? []).map((link) => ({
              id: link.id,
              label: `${t(`card.evidenceKind.${link.kind}`)} · ${link.title}`,
            }))}
            value={field.value ?? []}
            onChange={field.onChange}
            loading={evidence.isPending}
            failed={evidence.isError}
            onRetry={() => void evidence.refetch()}
            empty={t('submit.noEvidence')}
            failedMessage={t('submit.evidenceFailed')}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormDialog>
  );
}
