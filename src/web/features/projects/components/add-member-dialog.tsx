import { useTranslation } from 'react-i18next';
import { addMemberFormSchema } from '@/shared/schemas/members';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { operation } from '../api/client';
import { useAddProjectMember } from '../api/add-project-member';

/** The owner (or an admin) adds a colleague by the e-mail of their account. */
export function AddMemberDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const add = useAddProjectMember();
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(addMemberFormSchema, {
    fields: ['email'],
    failure: describeFailure(operation('addMember')),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => {
    add.mutate(
      { projectId, email },
      {
        onSuccess: (member) => {
          notify.success(t('members.added', { name: member.full_name || member.email }));
          discard();
          onOpenChange(false);
        },
        onError: onServerError,
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onDiscard={() => discard()}
      onSubmit={onSubmit}
      title={t('members.addTitle')}
      description={t('members.addDescription')}
      error={formError}
      submitLabel={t('members.submit')}
      pending={add.isPending}
    >
      <FormField
        label={t('members.email')}
        hint={t('members.emailHint')}
        error={form.formState.errors.email?.message}
      >
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
    </FormDialog>
  );
}
