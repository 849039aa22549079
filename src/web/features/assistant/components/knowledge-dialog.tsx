import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  KNOWLEDGE_CONTENT_MAX,
  KNOWLEDGE_TITLE_MAX,
  type KnowledgeEntry,
} from '@/shared/schemas/assistant-memory';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { describeFailure } from '@/web/lib/error-toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { operation } from '../api/client';
import { useMyProjects, useSaveKnowledge } from '../api/memory';

const GENERAL = '';

/** The server's rules for an entry, with this page's texts. */
const entrySchema = z.object({
  title: z.string().trim().min(1, 'assistant:ui.memory.form.titleRequired').max(KNOWLEDGE_TITLE_MAX),
  content: z.string().trim().min(1, 'assistant:ui.memory.form.contentRequired').max(KNOWLEDGE_CONTENT_MAX),
  category: z.string().trim().max(60),
  project_id: z.string(),
});

/**
 * Adds a knowledge entry (general, or of one of the caller's projects) or edits one (`entry`);
 * an entry keeps its project.
 */
export function KnowledgeDialog({
  open,
  entry,
  onClose,
}: {
  open: boolean;
  entry: KnowledgeEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('assistant');
  const save = useSaveKnowledge();
  const projects = useMyProjects(open && !entry);
  const { form, dialog, submit } = useDialogForm(entrySchema, {
    fields: ['title', 'content', 'category', 'project_id'],
    failure: describeFailure(operation('saveKnowledge')),
    values: {
      title: entry?.title ?? '',
      content: entry?.content ?? '',
      category: entry?.category ?? 'general',
      project_id: entry?.project_id ?? GENERAL,
    },
    onOpenChange: (next) => !next && onClose(),
  });
  const errors = form.formState.errors;

  return (
    <FormDialog
      {...dialog}
      open={open}
      onSubmit={submit(
        (values, callbacks) =>
          save.mutate(
            {
              id: entry?.id ?? null,
              values: {
                title: values.title,
                content: values.content,
                category: values.category || 'general',
                project_id: values.project_id || null,
              },
            },
            callbacks,
          ),
        onClose,
      )}
      title={t(entry ? 'ui.memory.form.editTitle' : 'ui.memory.form.addTitle')}
      description={t('ui.memory.form.description')}
      submitLabel={t('ui.memory.form.submit')}
      pending={save.isPending}
    >
      <FormField label={t('ui.memory.form.title')} error={errors.title?.message}>
        {(control) => (
          <Input
            {...control}
            maxLength={KNOWLEDGE_TITLE_MAX}
            autoComplete="off"
            {...form.register('title')}
          />
        )}
      </FormField>
      <FormField label={t('ui.memory.form.content')} error={errors.content?.message}>
        {(control) => <Textarea {...control} rows={5} {...form.register('content')} />}
      </FormField>
      <FormField label={t('ui.memory.form.category')} error={errors.category?.message}>
        {(control) => <Input {...control} maxLength={60} autoComplete="off" {...form.register('category')} />}
      </FormField>
      <FormField label={t('ui.memory.form.project')} hint={t('ui.memory.form.projectHint')}>
        {(control) => (
          <NativeSelect {...control} disabled={entry !== null} {...form.register('project_id')}>
            <option value={GENERAL}>{t('ui.memory.general')}</option>
            {entry?.project_id && <option value={entry.project_id}>{entry.project_name}</option>}
            {projects.data?.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </FormDialog>
  );
}
