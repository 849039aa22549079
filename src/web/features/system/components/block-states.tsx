import { useTranslation } from 'react-i18next';

/** A value the server did not record: a dash for the eye, words for screen readers. */
export function Missing() {
  const { t } = useTranslation('system');
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('missing')}</span>
    </span>
  );
}
