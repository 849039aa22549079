import { useTranslation } from 'react-i18next';
import {
  clientViewOf,
  detailEntries,
  isFailureReason,
  type DetailEntry,
  type DetailValue,
} from '@/shared/security-events';
import { viewDuration } from '@/web/lib/view-duration';
import { Missing } from './block-states';

/** Known user ids → names, so "by" reads as a person rather than an id. */
export type NameLookup = ReadonlyMap<string, string>;

function useDetailText(names: NameLookup) {
  const { t } = useTranslation('system');
  return (entry: DetailEntry) => {
    const label = entry.known ? t(`security.details.keys.${entry.key}`) : entry.key;
    let value = entry.value;
    if (entry.kind === 'reason' && isFailureReason(value)) value = t(`security.details.reasons.${value}`);
    else if (entry.kind === 'role' && (value === 'admin' || value === 'user'))
      value = t(`security.details.roles.${value}`);
    else if (entry.kind === 'person')
      value = names.get(value) ?? t('security.details.userId', { id: value.slice(0, 8) });
    else if (entry.key === 'session') value = value.slice(0, 8);
    return { label, value };
  };
}

/** A view as a client (decision 0054) in one sentence: who viewed whom, and for how long. */
function ClientViewLine({
  view,
  actor,
}: {
  view: NonNullable<ReturnType<typeof clientViewOf>>;
  actor: string | null;
}) {
  const { t } = useTranslation('viewAs');
  const values = {
    admin: actor ?? t('security.someone'),
    client: view.clientName ?? t('security.aClient'),
    email: view.clientEmail ?? '—',
    duration: view.seconds === null ? '—' : viewDuration(t, view.seconds),
  };
  return <p className="text-xs break-words">{t(`security.${view.phase}`, values)}</p>;
}

/** The event's details as short "label: value" pairs (a view as a client, as a sentence). */
export function SecurityEventDetails({
  event,
  actor = null,
  details,
  names,
}: {
  event?: string;
  /** The name of who the event is about (the admin, for a view as a client). */
  actor?: string | null;
  details: Record<string, DetailValue>;
  names: NameLookup;
}) {
  const text = useDetailText(names);
  const view = event ? clientViewOf(event, details) : null;
  if (view) return <ClientViewLine view={view} actor={actor} />;
  const entries = detailEntries(details);
  if (entries.length === 0) return <Missing />;
  return (
    <dl className="grid gap-0.5 text-xs">
      {entries.map((entry) => {
        const { label, value } = text(entry);
        return (
          <div key={entry.key} className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">{label}:</dt>
            <dd className="break-words">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
