import { LifeBuoy, Mail, Settings, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';
import { usePublicConfig } from '@/web/lib/api/get-public-config';

/**
 * The floating 'need help?' card (docs/product.md#screens-and-navigation), loaded when it is due (`use-help-card.ts`): the way into
 * the help centre (decision 0027), to support and to the settings.
 */
export function HelpCard({ onOpenHelp, onDismiss }: { onOpenHelp: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('shell');
  const { data: config } = usePublicConfig();

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
          onClick={onDismiss}
          aria-label={t('help.dismiss')}
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onOpenHelp} aria-haspopup="dialog">
          <LifeBuoy aria-hidden="true" />
          {t('help.centre')}
        </Button>
        {config?.supportEmail && (
          <Button asChild size="sm" variant="outline">
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
