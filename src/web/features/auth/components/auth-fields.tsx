import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';

/** The e-mail of an account (sign-in, sign-up, forgotten password). */
export function EmailField<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation('auth');
  const name = 'email' as Path<T>;
  return (
    <FormField label={t('fields.email')} error={form.getFieldState(name, form.formState).error?.message}>
      {(control) => (
        <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register(name)} />
      )}
    </FormField>
  );
}

/** A password field: the current one (`current-password`) or one being chosen (`new-password`). */
export function PasswordField<T extends FieldValues>({
  form,
  name,
  label,
  autoComplete,
  hint,
  labelAside,
  autoFocus,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  labelAside?: ReactNode;
  autoFocus?: boolean;
}) {
  return (
    <FormField
      label={label}
      error={form.getFieldState(name, form.formState).error?.message}
      hint={hint}
      labelAside={labelAside}
    >
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete={autoComplete}
          {...form.register(name)}
          autoFocus={autoFocus}
        />
      )}
    </FormField>
  );
}

/** The new password (with its rules as the hint) and its confirmation: changing or resetting it. */
export function NewPasswordFields<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        form={form}
        name={'new_password' as Path<T>}
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('register.passwordHint')}
      />
      <PasswordField
        form={form}
        name={'confirm_password' as Path<T>}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
