import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { projectFieldsSchema } from '@/shared/schemas/project-input';
import { type Project, type ProjectDetail } from '@/shared/schemas/projects';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { VersionConflictDialog } from '@/web/components/version-conflict-dialog';
import { messageOf } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { useVersionConflict } from '@/web/lib/version-conflict';
import { useUpdateProject } from '../api/update-project';
import { projectKeys } from '../api/query-keys';

const editSchema = projectFieldsSchema.pick({ name: true, description: true });
type EditValues = z.output<typeof editSchema>;
const FIELDS = ['name', 'description'] as const;

/**
 * Render it only while open (its values are the project's when it opens). The owner or an admin renames or re-describes a project. The save carries the version the form
 * was opened with; when someone saved in between, the conflict dialog offers to reload or compare.
 */
export function EditProjectDialog({
  project,
  open,
  onOpenChange,
}: {
  project: ProjectDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const update = useUpdateProject({ silent: true });
  const conflict = useVersionConflict<EditValues>();
  // Mounted when opened: the values and the version the editor sees are the project's at that time.
  const [baseVersion, setBaseVersion] = useState(project.version);
  const { form, dialog, submit } = useDialogForm(editSchema, {
    fields: FIELDS,
    failure: (e) => messageOf(e, t('edit.failed')),
    defaultValues: { name: project.name, description: project.description },
    onOpenChange,
  });
  const { errors } = form.formState;

  const onSubmit = submit<Project>(
    (input, callbacks) =>
      update.mutate(
        { id: project.id, input: { ...input, version: baseVersion } },
        { ...callbacks, onError: (error) => conflict.capture(error, input) || callbacks.onError(error) },
      ),
    () => notify.success(t('edit.saved')),
  );

  return (
    <>
      <FormDialog
        {...dialog}
        open={open}
        title={t('edit.title')}
        description={t('edit.description', { name: project.name })}
        submitLabel={t('edit.submit')}
        onSubmit={onSubmit}
        pending={update.isPending}
      >
        <FormField label={t('form.name')} error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField label={t('form.description')} error={errors.description?.message}>
          {(control) => <Textarea {...control} rows={4} {...form.register('description')} />}
        </FormField>
      </FormDialog>
      <VersionConflictDialog
        conflict={conflict.conflict}
        fields={[
          { name: 'name', label: t('form.name') },
          { name: 'description', label: t('form.description') },
        ]}
        pending={update.isPending}
        onClose={conflict.clear}
        onReload={(current) => {
          setBaseVersion(Number(current.version));
          form.reset({ name: String(current.name ?? ''), description: String(current.description ?? '') });
          void queryClient.invalidateQueries({ queryKey: projectKeys.detail(project.id) });
          notify.info(t('common:versionConflict.reloaded'));
        }}
        onKeepMine={(mine, version) =>
          update.mutate(
            { id: project.id, input: { ...mine, version } },
            conflict.savingMine(mine, () => {
              onOpenChange(false);
              notify.success(t('common:versionConflict.saved'));
            }),
          )
        }
      />
    </>
  );
}
