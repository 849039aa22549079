import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_VERSION } from '@/shared/limits';
import { Logo } from '@/web/components/logo';
import { paths } from '@/shared/paths';
import { usePublicConfig } from '@/web/lib/api/get-public-config';

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const { data: config } = usePublicConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr] md:px-6">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{t('footer.tagline')}</p>
          {config?.supportEmail && (
            <a
              href={`mailto:${config.supportEmail}`}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline md:min-h-0"
            >
              <Mail className="size-4" aria-hidden="true" />
              {config.supportEmail}
            </a>
          )}
        </div>
        <nav aria-label={t('footer.legalNav')} className="space-y-3 text-sm">
          <h2 className="font-semibold">{t('footer.legal')}</h2>
          <ul className="space-y-1">
            <li>
              <Link
                to={paths.legal.privacy.getHref()}
                className="inline-flex min-h-11 items-center text-muted-foreground hover:text-foreground hover:underline md:min-h-8"
              >
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link
                to={paths.legal.terms.getHref()}
                className="inline-flex min-h-11 items-center text-muted-foreground hover:text-foreground hover:underline md:min-h-8"
              >
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground md:px-6">
          {t('footer.copyright', { year, version: config?.version ?? APP_VERSION })}
        </p>
      </div>
    </footer>
  );
}
