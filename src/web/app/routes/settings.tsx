import { Bell, Gauge, Globe, KeyRound, Languages, Lock, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { ChangePasswordForm } from '@/web/features/auth/components/change-password-form';
import { SessionsCard } from '@/web/features/auth/components/sessions-card';
import { TwoFactorCard } from '@/web/features/auth/components/two-factor-card';
import { useNotificationSettings } from '@/web/features/notification-settings/api/get-notification-settings';
import { NotificationSettingsForm } from '@/web/features/notification-settings/components/notification-settings-form';
import { usePreferences } from '@/web/features/preferences/api/get-preferences';
import { GeneralSettingsForm } from '@/web/features/preferences/components/general-settings-form';
import { LanguageSettings } from '@/web/features/preferences/components/language-settings';
import { PerformanceSettingsForm } from '@/web/features/preferences/components/performance-settings-form';
import { PreferencesTransfer } from '@/web/features/preferences/components/preferences-transfer';
import { PrivacySettingsForm } from '@/web/features/preferences/components/privacy-settings-form';
import { CacheSettingsCard } from '@/web/features/pwa/components/cache-settings-card';
import { PortalViewsCard } from '@/web/features/view-as/components/portal-views-card';
import { useMediaQuery } from '@/web/lib/use-media-query';
import type { RouteHandle } from '../layouts/root-layout';
import { useCurrentUser } from '../session/use-current-user';

export const handle: RouteHandle = { titleKey: 'shell:titles.settings' };

/** The seven sections; the URL hash keeps the open one (/configuracion#seguridad). */
const SECTIONS = [
  { id: 'general', key: 'general', icon: SlidersHorizontal },
  { id: 'privacidad', key: 'privacy', icon: Lock },
  { id: 'notificaciones', key: 'notifications', icon: Bell },
  { id: 'rendimiento', key: 'performance', icon: Gauge },
  { id: 'seguridad', key: 'security', icon: ShieldCheck },
  { id: 'api', key: 'api', icon: KeyRound },
  { id: 'idioma', key: 'language', icon: Languages },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

function SectionSkeleton() {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-72" />
      </CardHeader>
      <CardContent className="grid gap-4">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-2/3" />
      </CardContent>
    </Card>
  );
}

function PreferencesSection({ section }: { section: 'general' | 'privacidad' | 'rendimiento' }) {
  const { data: items, isPending, isError, dataUpdatedAt } = usePreferences();
  if (isPending || isError) return <SectionSkeleton />;
  if (section === 'general') return <GeneralSettingsForm key={dataUpdatedAt} items={items} />;
  if (section === 'privacidad') return <PrivacySettingsForm key={dataUpdatedAt} items={items} />;
  return (
    <div className="grid gap-6">
      <PerformanceSettingsForm key={dataUpdatedAt} items={items} />
      <CacheSettingsCard />
    </div>
  );
}

function NotificationsSection() {
  const { data: settings, isPending, isError, dataUpdatedAt } = useNotificationSettings();
  if (isPending || isError) return <SectionSkeleton />;
  return <NotificationSettingsForm key={dataUpdatedAt} settings={settings} />;
}

function SecuritySection() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('security.passwordTitle')}</CardTitle>
          <CardDescription>{t('security.passwordDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard enabled={user.two_factor_enabled} />
      <SessionsCard />
      {/* Clients see when the agency viewed their portal as them (docs/decisions/0054). */}
      {user.role === 'user' && <PortalViewsCard />}
    </div>
  );
}

/**
 * Personal API tokens (decision 0055): the scopes offered follow the person's role. Its own chunk:
 * the section is drawn only once its tab is chosen, never on the settings page's first screen.
 */
const ApiTokensCard = lazy(() =>
  import('@/web/features/api-tokens/components/api-tokens-card').then((module) => ({
    default: module.ApiTokensCard,
  })),
);

function ApiTokensSection() {
  const user = useCurrentUser();
  return (
    <Suspense fallback={<Skeleton aria-hidden="true" className="h-64 w-full rounded-xl" />}>
      <ApiTokensCard role={user.role === 'admin' ? 'admin' : 'user'} />
    </Suspense>
  );
}

export function Component() {
  const { t } = useTranslation('settings');
  const location = useLocation();
  const navigate = useNavigate();
  const isLarge = useMediaQuery('(min-width: 1024px)');
  const fromHash = location.hash.slice(1);
  const active: SectionId = SECTIONS.some((s) => s.id === fromHash) ? (fromHash as SectionId) : 'general';

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('tagline')} actions={<PreferencesTransfer />} />
      <Tabs
        value={active}
        onValueChange={(value) => void navigate({ hash: value }, { replace: true, preventScrollReset: true })}
        orientation={isLarge ? 'vertical' : 'horizontal'}
        className="grid gap-6 lg:grid-cols-[220px_1fr]"
      >
        <TabsList
          aria-label={t('sectionsLabel')}
          className="flex h-auto w-full justify-start overflow-x-auto lg:flex-col lg:items-stretch lg:self-start"
        >
          {SECTIONS.map(({ id, key, icon: Icon }) => (
            <TabsTrigger key={id} value={id} className="shrink-0 lg:justify-start">
              <Icon aria-hidden="true" />
              {t(`sections.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="min-w-0">
          <TabsContent value="general">
            <PreferencesSection section="general" />
          </TabsContent>
          <TabsContent value="privacidad">
            <PreferencesSection section="privacidad" />
          </TabsContent>
          <TabsContent value="notificaciones">
            <NotificationsSection />
          </TabsContent>
          <TabsContent value="rendimiento">
            <PreferencesSection section="rendimiento" />
          </TabsContent>
          <TabsContent value="seguridad">
            <SecuritySection />
          </TabsContent>
          <TabsContent value="api">
            <ApiTokensSection />
          </TabsContent>
          <TabsContent value="idioma">
            <LanguageSettings />
          </TabsContent>
        </div>
      </Tabs>
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <Globe className="size-3.5" aria-hidden="true" />
        {t('syncNote')}
      </p>
    </div>
  );
}
