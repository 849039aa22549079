import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ChangePasswordForm } from '@/web/features/auth/components/change-password-form';
import { ProfileForm } from '@/web/features/users/components/profile-form';
import type { RouteHandle } from '../layouts/root-layout';
import { useCurrentUser } from '../session/use-current-user';

export const handle: RouteHandle = { titleKey: 'shell:titles.profile' };

/** Mi Perfil: name and avatar, then the password, then the way to the GitHub dashboard. */
export function Component() {
  const { t } = useTranslation('profile');
  const { t: tGithub } = useTranslation('github');
  const user = useCurrentUser();
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <Card data-tour="profile-form">
        <CardHeader>
          <CardTitle>{t('form.title')}</CardTitle>
          <CardDescription>{t('form.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm key={user.updated_at} user={user} />
        </CardContent>
      </Card>
      <Card data-tour="profile-password">
        <CardHeader>
          <CardTitle>{t('password.title')}</CardTitle>
          <CardDescription>{t('password.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card data-tour="profile-github">
        <CardHeader>
          <CardTitle>{tGithub('profileLink.title')}</CardTitle>
          <CardDescription>{tGithub('profileLink.text')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to={paths.app.githubDashboard.getHref()}>{tGithub('profileLink.action')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
