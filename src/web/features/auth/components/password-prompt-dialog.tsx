import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signInSchema } from '@/shared/schemas/profile';
import { FormDialog } from '@/web/components/form-dialog';
import { PasswordField } from './auth-fields';

/** The password, with the sign-in rule for it (it must be typed; the auth library checks it). */
const passwordSchema = signInSchema.pick({ password: true });

/** Asks for the password again before a sensitive change (2FA on/off, new backup codes). */
export function PasswordPromptDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  pending,
  error,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm<z.infer<typeof passwordSchema>>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onDiscard={() => form.reset()}
      onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}
      title={title}
      description={description}
      error={error}
      submitLabel={confirmLabel}
      submitVariant={destructive ? 'destructive' : 'primary'}
      pending={pending}
    >
      <PasswordField
        form={form}
        name="password"
        label={t('fields.password')}
        autoComplete="current-password"
        autoFocus
      />
    </FormDialog>
  );
}
