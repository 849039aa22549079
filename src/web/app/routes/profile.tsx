import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ChangePasswordForm } from '@/web/features/auth/components/change-password-form';
import { ProfileForm } from '@/web/features/users/components/profile-form';
import type { RouteHandle } from '../layouts/root-layout';
import { useCurrentUser } from '../session/use-current-user';

export const handle: RouteHandle = { titleKey: 'shell:titles.profile' };

/** Mi Perfil: name and avatar, then the password. */
export function Component() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('form.title')}</CardTitle>
          <CardDescription>{t('form.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm key={user.updated_at} user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('password.title')}</CardTitle>
          <CardDescription>{t('password.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
