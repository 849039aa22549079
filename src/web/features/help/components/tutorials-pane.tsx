import { useTranslation } from 'react-i18next';
import type { HelpTour } from '../tours';

/** The 'Tutoriales' tab: the tours of `helpTours`, shown only when there are any. */
export function TutorialsPane({ tours }: { tours: readonly HelpTour[] }) {
  const { t } = useTranslation('help');
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {tours.map(({ id, icon: Icon, nameKey, descriptionKey, estimatedMinutes, steps }) => (
        <li key={id} className="rounded-lg border bg-card p-4">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          <h3 className="mt-2 font-semibold">{t(nameKey)}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t(descriptionKey)}</p>
          <p className="mt-2 text-xs text-muted-foreground">
            {t('tutorials.minutes', { count: estimatedMinutes })} · {t('tutorials.steps', { count: steps })}
          </p>
        </li>
      ))}
    </ul>
  );
}
