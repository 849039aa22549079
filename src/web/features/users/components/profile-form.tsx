import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isRealAvatar } from '@/shared/domain/profile';
import { updateProfileSchema, type Profile } from '@/shared/schemas/profile';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { UserAvatar } from '@/web/components/user-avatar';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useUpdateMe } from '../api/update-me';

function isPreviewable(url: string): boolean {
  return z.url({ protocol: /^https?$/ }).safeParse(url).success;
}

/** Full name and avatar URL with a live preview; the e-mail is shown read-only. */
export function ProfileForm({ user }: { user: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateMe();
  // The same schema validates PATCH /api/me on the server ('' becomes null: no avatar).
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(updateProfileSchema, {
    fields: ['full_name', 'avatar_url'],
    failure: describeFailure('updateProfile'),
    defaultValues: { full_name: user.full_name, avatar_url: user.avatar_url ?? '' },
  });
  const { errors, isDirty } = form.formState;
  const avatarUrl = useWatch({ control: form.control, name: 'avatar_url' });
  const fullName = useWatch({ control: form.control, name: 'full_name' });
  const preview = typeof avatarUrl === 'string' && isPreviewable(avatarUrl) ? avatarUrl : null;

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ full_name: saved.full_name, avatar_url: saved.avatar_url ?? '' });
        notify.success(t('form.saved'));
      },
      onError: onServerError,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {formError && <FormAlert variant="error">{formError}</FormAlert>}
      <div className="flex items-center gap-4">
        <UserAvatar
          user={{ ...user, full_name: fullName || user.full_name }}
          previewUrl={preview}
          className="size-16 text-xl"
        />
        <div className="min-w-0 text-sm">
          <p className="font-medium">{t('form.previewTitle')}</p>
          <p className="text-muted-foreground">
            {preview && !isRealAvatar(preview) ? t('form.previewExternal') : t('form.previewHint')}
          </p>
        </div>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label={t('form.fullName')} error={errors.full_name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('full_name')} />}
        </FormField>
        <FormField label={t('form.email')} hint={t('form.emailHint')}>
          {(control) => (
            <Input
              {...control}
              type="email"
              value={user.email}
              readOnly
              aria-readonly="true"
              className="bg-muted/60"
            />
          )}
        </FormField>
      </div>
      <FormField label={t('form.avatarUrl')} error={errors.avatar_url?.message} hint={t('form.avatarHint')}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.register('avatar_url')}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={update.isPending}>
          {t('common:actions.saveChanges')}
        </Button>
        {isDirty && (
          <Button type="button" variant="ghost" onClick={() => discard()}>
            {t('common:actions.discard')}
          </Button>
        )}
      </div>
    </form>
  );
}
