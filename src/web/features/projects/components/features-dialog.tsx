import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PROJECT_LIMITS } from '@/shared/domain/project-validation';
import { featuresSchema } from '@/shared/schemas/project-input';
import { type ProjectDetail } from '@/shared/schemas/projects';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { useUpdateProjectFeatures } from '../api/update-project-features';
import { FeaturesInput } from './features-input';

/** The first message of a field's error, wherever the list put it (the list, its root, one item). */
function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const record = error as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref') continue;
    const message = firstMessage(value, depth + 1);
    if (message) return message;
  }
  return undefined;
}

/**
 * Edits a project's features list (funcionalidades): add, remove, reorder, then save the whole
 * list. The shared `featuresSchema` checks it here and on the server; a failure reads
 * 'Error al agregar funcionalidades' (docs/product.md#error-messages) over the reason, and what was edited is kept.
 */
export function FeaturesDialog({
  project,
  open,
  onOpenChange,
}: {
  project: ProjectDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const save = useUpdateProjectFeatures();
  const schema = useMemo(() => z.object({ funcionalidades: featuresSchema }), []);
  const values = useMemo(() => ({ funcionalidades: project.funcionalidades }), [project.funcionalidades]);
  const { form, dialog, submit } = useDialogForm(schema, {
    fields: ['funcionalidades'],
    // The server's errors on any one feature belong to the list.
    fieldOfPath: () => 'funcionalidades',
    failure: describeFailure(t('operations.updateProject'), { failure: 'addFeatures' }),
    values,
    onOpenChange,
  });

  return (
    <FormDialog
      {...dialog}
      errorTitle={t('errors:failures.addFeatures')}
      open={open}
      onSubmit={submit(
        (data, callbacks) =>
          save.mutate(
            { id: project.id, funcionalidades: data.funcionalidades, version: project.version },
            callbacks,
          ),
        () => notify.success(t('detail.features.saved'), { description: project.name }),
      )}
      title={t('detail.features.title')}
      description={t('detail.features.description', { name: project.name })}
      submitLabel={t('detail.features.save')}
      pending={save.isPending}
    >
      <Controller
        control={form.control}
        name="funcionalidades"
        render={({ field, fieldState }) => (
          <FormField
            label={t('form.features.label')}
            hint={t('form.features.hint')}
            error={firstMessage(fieldState.error)}
          >
            {(control) => (
              <FeaturesInput
                id={control.id}
                describedBy={control['aria-describedby']}
                value={field.value ?? []}
                onChange={field.onChange}
                max={PROJECT_LIMITS.featuresMax}
                reorderable
              />
            )}
          </FormField>
        )}
      />
    </FormDialog>
  );
}
