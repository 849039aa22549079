import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/select';
import { SearchInput } from '@/web/components/search-input';
import { isKnownEvent, SECURITY_EVENTS } from '@/shared/security-events';
import { hasFilters, rangeError, type SecurityFilters } from '../lib/security-filters';
import { useEventLabel } from './security-event-badge';

interface Props {
  filters: SecurityFilters;
  onChange: (changes: Partial<SecurityFilters>) => void;
  onClear: () => void;
}

/** Event type, date range (validated inline) and a user text filter. */
export function SecurityFiltersBar({ filters, onChange, onClear }: Props) {
  const { t } = useTranslation('system');
  const id = useId();
  const label = useEventLabel();
  const error = rangeError(filters);
  const events = [...SECURITY_EVENTS].sort((a, b) => label(a).localeCompare(label(b)));
  const unknown = filters.event && !isKnownEvent(filters.event) ? filters.event : null;

  return (
    <div
      role="group"
      aria-label={t('security.filters.label')}
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)_auto] xl:items-start"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-event`}>{t('security.filters.event')}</Label>
        <NativeSelect
          id={`${id}-event`}
          value={filters.event}
          onChange={(e) => onChange({ event: e.target.value })}
        >
          <option value="">{t('security.filters.allEvents')}</option>
          {events.map((event) => (
            <option key={event} value={event}>
              {label(event)}
            </option>
          ))}
          {unknown && <option value={unknown}>{unknown}</option>}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>{t('security.filters.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-range-error` : undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>{t('security.filters.to')}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-range-error` : undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>{t('security.filters.text')}</Label>
        <SearchInput
          id={`${id}-text`}
          value={filters.q}
          maxLength={200}
          placeholder={t('security.filters.textPlaceholder')}
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </div>
      {hasFilters(filters) && (
        <div className="flex items-end sm:col-span-2 xl:col-span-1 xl:self-end">
          <Button variant="ghost" onClick={onClear}>
            <X aria-hidden="true" />
            {t('security.filters.clear')}
          </Button>
        </div>
      )}
      {error && (
        <p
          id={`${id}-range-error`}
          role="alert"
          className="text-sm text-destructive-text sm:col-span-2 xl:col-span-5"
        >
          {t(`security.filters.${error}`)}
        </p>
      )}
    </div>
  );
}
