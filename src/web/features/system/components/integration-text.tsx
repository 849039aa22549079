import {
  Bot,
  Briefcase,
  CalendarDays,
  CircleCheck,
  CircleDashed,
  GitBranch,
  HardDrive,
  KeyRound,
  Mail,
  Plug,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/web/components/ui/badge';
import { isKnownFallback, isKnownIntegration, type IntegrationId } from '../lib/integrations';

const ICONS: Record<IntegrationId, LucideIcon> = {
  mail: Mail,
  ai: Bot,
  calendar: CalendarDays,
  github: GitBranch,
  'google-sign-in': KeyRound,
  linkedin: Briefcase,
  storage: HardDrive,
};

export function integrationIcon(id: string): LucideIcon {
  return isKnownIntegration(id) ? ICONS[id] : Plug;
}

/** Name, purpose and fallback of an integration in the user's language (raw id when unknown). */
export function useIntegrationText() {
  const { t } = useTranslation('system');
  return {
    name: (id: string) => (isKnownIntegration(id) ? t(`integrations.items.${id}.name`) : id),
    purpose: (id: string) => (isKnownIntegration(id) ? t(`integrations.items.${id}.purpose`) : null),
    fallback: (fallback: string | null) =>
      fallback === null
        ? t('integrations.fallbacks.none')
        : isKnownFallback(fallback)
          ? t(`integrations.fallbacks.${fallback}`)
          : fallback,
  };
}

/** "Configurada" / "No configurada": words and an icon, never colour alone. */
export function ConfiguredBadge({ configured }: { configured: boolean }) {
  const { t } = useTranslation('system');
  return configured ? (
    <Badge variant="success">
      <CircleCheck aria-hidden="true" />
      {t('integrations.configured')}
    </Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      <CircleDashed aria-hidden="true" />
      {t('integrations.notConfigured')}
    </Badge>
  );
}
