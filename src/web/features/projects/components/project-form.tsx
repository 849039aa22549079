import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { detectProjectType } from '@/shared/domain/project-types';
import { PROJECT_LIMITS, projectMessages } from '@/shared/domain/project-validation';
import { createProjectSchema } from '@/shared/schemas/project-input';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { paths } from '@/shared/paths';
import { operation } from '../api/client';
import { useCreateProject } from '../api/create-project';
import { useTechnologies } from '../api/list-technologies';
import { FeaturesInput } from './features-input';
import { ProjectTypeLabel } from './project-type';
import { TagInput } from './tag-input';

type FormInput = z.input<typeof createProjectSchema>;
type FormOutput = z.output<typeof createProjectSchema>;
const FIELDS = ['name', 'description', 'technologies', 'github_repository_url', 'funcionalidades'] as const;

/** The project type detected from what has been typed so far (docs/product.md#records-and-fields keyword scoring). */
function DetectedType({ control }: { control: Control<FormInput, unknown, FormOutput> }) {
  const { t } = useTranslation('projects');
  const [name, description, technologies] = useWatch({
    control,
    name: ['name', 'description', 'technologies'],
  });
  const hasInput = Boolean(name?.trim() || description?.trim() || technologies?.length);
  const { type } = detectProjectType({
    name: name ?? '',
    description: description ?? '',
    technologies: technologies ?? [],
  });
  return (
    <div className="rounded-xl border bg-muted/40 p-4" aria-live="polite" data-testid="detected-type">
      <p className="mb-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t('form.detectedType')}
      </p>
      {hasInput ? (
        <ProjectTypeLabel type={type} withDescription />
      ) : (
        <p className="text-sm text-muted-foreground">{t('form.detectedTypeEmpty')}</p>
      )}
    </div>
  );
}

/** New project: same zod schema as POST /api/projects; live validation; server errors on fields. */
export function ProjectForm({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('projects');
  const { number } = useFormatters();
  const navigate = useNavigate();
  const create = useCreateProject();
  const technologies = useTechnologies();
  const { form, formError, handleSubmit, onServerError } = useSchemaForm(createProjectSchema, {
    fields: FIELDS,
    failure: describeFailure(operation('createProject')),
    defaultValues: {
      name: '',
      description: '',
      technologies: [],
      github_repository_url: '',
      funcionalidades: [],
    },
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (project) => {
        notify.success(t('form.created'), {
          description:
            project.approval_status === 'pending' ? t('form.createdPending') : t('form.createdApproved'),
        });
        void navigate(paths.app.projectDetail.getHref(project.id));
      },
      onError: onServerError,
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem] lg:items-start"
    >
      <div className="grid grid-cols-1 gap-6">
        {formError && <FormAlert variant="error">{formError}</FormAlert>}
        <Card>
          <CardHeader>
            <CardTitle>{t('form.sections.basics')}</CardTitle>
            <CardDescription>{t('form.sections.basicsDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-5">
            <FormField label={t('form.name')} error={errors.name?.message}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  maxLength={PROJECT_LIMITS.nameMax + 1}
                  {...form.register('name')}
                />
              )}
            </FormField>
            <FormField
              label={t('form.description')}
              error={errors.description?.message}
              hint={t('form.descriptionHint', {
                used: number(description.length),
                max: number(PROJECT_LIMITS.descriptionMax),
              })}
            >
              {(control) => (
                <Textarea {...control} rows={6} className="min-h-32" {...form.register('description')} />
              )}
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('form.sections.technical')}</CardTitle>
            <CardDescription>{t('form.sections.technicalDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-5">
            <Controller
              control={form.control}
              name="technologies"
              render={({ field }) => (
                <FormField
                  label={t('form.technologies')}
                  error={errors.technologies?.message ?? errors.technologies?.root?.message}
                  hint={t('form.technologiesHint', { max: PROJECT_LIMITS.technologiesMax })}
                >
                  {(control) => (
                    <TagInput
                      id={control.id}
                      describedBy={control['aria-describedby']}
                      invalid={Boolean(control['aria-invalid'])}
                      inputRef={field.ref}
                      value={field.value ?? []}
                      onChange={(next) => {
                        field.onChange(next);
                        if (next.length <= PROJECT_LIMITS.technologiesMax) form.clearErrors('technologies');
                      }}
                      onBlur={field.onBlur}
                      max={PROJECT_LIMITS.technologiesMax}
                      maxLength={PROJECT_LIMITS.technologyMax}
                      onLimit={() =>
                        form.setError('technologies', {
                          type: 'max',
                          message: projectMessages.tooManyTechnologies,
                        })
                      }
                      suggestions={technologies.data?.map((item) => item.technology)}
                      placeholder={t('form.technologiesPlaceholder')}
                    />
                  )}
                </FormField>
              )}
            />
            <FormField
              label={t('form.github')}
              error={errors.github_repository_url?.message}
              hint={t('form.githubHint')}
            >
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://github.com/agencia/proyecto"
                  {...form.register('github_repository_url')}
                />
              )}
            </FormField>
            <Controller
              control={form.control}
              name="funcionalidades"
              render={({ field }) => (
                <FormField
                  label={t('form.features.label')}
                  hint={t('form.features.hint')}
                  error={errors.funcionalidades?.message}
                >
                  {(control) => (
                    <FeaturesInput
                      id={control.id}
                      describedBy={control['aria-describedby']}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      max={PROJECT_LIMITS.featuresMax}
                    />
                  )}
                </FormField>
              )}
            />
          </CardContent>
        </Card>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void navigate(-1)}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      </div>
      <aside className="grid grid-cols-1 gap-4 lg:sticky lg:top-24" aria-label={t('form.asideLabel')}>
        <DetectedType control={form.control} />
        <div className="rounded-xl border p-4 text-sm text-muted-foreground">
          <p className="font-medium text-foreground">{t('form.nextTitle')}</p>
          <p className="mt-1">{isAdmin ? t('form.nextAdmin') : t('form.nextClient')}</p>
        </div>
      </aside>
    </form>
  );
}
