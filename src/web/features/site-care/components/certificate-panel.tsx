import { useTranslation } from 'react-i18next';
import type { SiteCare } from '@/shared/schemas/site-care';
import { useFormatters } from '@/web/lib/use-formatters';
import { certificateLevel, type CertificateLevel } from '../lib/care-figures';
import { CarePanel, Figure, ToneBadge, type Tone } from './care-parts';

const levelTone: Record<Exclude<CertificateLevel, 'none'>, Tone> = {
  ok: 'success',
  warning: 'warning',
  danger: 'danger',
  invalid: 'danger',
};

/** The TLS certificate: days left (warning at 21, danger at 7), issuer, and whether it is trusted. */
export function CertificatePanel({ care }: { care: SiteCare }) {
  const { t } = useTranslation('siteCare');
  const { date } = useFormatters();
  const certificate = care.certificate;
  const level = certificateLevel(certificate);
  const plainHttp = care.site_url?.startsWith('http://') ?? false;

  return (
    <CarePanel title={t('certificate.title')} testId="site-care-certificate">
      {plainHttp ? (
        <p className="text-sm text-muted-foreground">{t('certificate.http')}</p>
      ) : !certificate ? (
        <p className="text-sm text-muted-foreground">{t('certificate.notRead')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {level !== 'none' && (
              <ToneBadge value={levelTone[level]}>
                {level === 'invalid'
                  ? t('certificate.invalid')
                  : t('certificate.daysLeft', { count: certificate.days_left ?? 0 })}
              </ToneBadge>
            )}
            {level === 'warning' && <span className="text-sm">{t('certificate.renewSoon')}</span>}
            {level === 'danger' && (
              <span className="text-sm font-medium text-destructive-text">{t('certificate.renewNow')}</span>
            )}
          </div>
          {level === 'invalid' && (
            <p className="text-sm text-muted-foreground">
              {t('certificate.invalidHint')}
              {certificate.error && ` (${certificate.error})`}
            </p>
          )}
          <dl className="grid grid-cols-2 gap-3">
            <Figure label={t('certificate.expires')}>
              {certificate.expires_at ? date(certificate.expires_at) : '—'}
            </Figure>
            <Figure label={t('certificate.issuer')}>{certificate.issuer ?? '—'}</Figure>
          </dl>
        </>
      )}
    </CarePanel>
  );
}
