import { LifeBuoy, Mail, Settings, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIMINGS } from '@/shared/limits';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';
import { usePublicConfig } from '@/web/lib/api/get-public-config';
import { STORAGE_KEYS, storage } from '@/web/lib/storage';

/** The floating 'need help?' card: appears after 30 s unless it was dismissed (SPEC §2). */
export function HelpCard() {
  const { t } = useTranslation('shell');
  const { data: config } = usePublicConfig();
  const [dismissed, setDismissed] = useState(() => storage.get(STORAGE_KEYS.helpDismissed) === 'true');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (dismissed) return undefined;
    const timer = setTimeout(() => setVisible(true), TIMINGS.helpPromptMs);
    return () => clearTimeout(timer);
  }, [dismissed]);

  if (dismissed || !visible) return null;

  const dismiss = () => {
    storage.set(STORAGE_KEYS.helpDismissed, 'true');
    setDismissed(true);
  };

  return (
    <aside
      aria-labelledby="help-card-title"
      className="fixed inset-x-3 bottom-3 z-30 animate-slide-up rounded-xl border bg-card p-4 shadow-lg md:inset-x-auto md:bottom-6 md:left-[calc(16rem+1.5rem)] md:w-80"
    >
      <div className="flex items-start gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent">
          <LifeBuoy className="size-5 text-accent-foreground" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          <h2 id="help-card-title" className="text-sm font-semibold">
            {t('help.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('help.description')}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 shrink-0"
          onClick={dismiss}
          aria-label={t('help.dismiss')}
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {config?.supportEmail && (
          <Button asChild size="sm">
            <a href={`mailto:${config.supportEmail}?subject=${encodeURIComponent(t('help.mailSubject'))}`}>
              <Mail aria-hidden="true" />
              {t('help.contact')}
            </a>
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <Link to={paths.app.settings.getHref()}>
            <Settings aria-hidden="true" />
            {t('help.settings')}
          </Link>
        </Button>
      </div>
    </aside>
  );
}
