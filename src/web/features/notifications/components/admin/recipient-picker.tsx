import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useRecipients, type Recipient } from '../../api/search-recipients';

/**
 * One user to notify: a search (e-mail or name) and the matching accounts as radio buttons.
 * The admin's own account is left out (nobody is notified of their own sending).
 */
export function RecipientPicker({
  value,
  onChange,
  excludeId,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (userId: string) => void;
  excludeId: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const [term, setTerm] = useState('');
  const deferred = useDeferredValue(term);
  const [chosen, setChosen] = useState<Recipient | null>(null);
  const { data, isPending, isError } = useRecipients(deferred);
  const options = (data ?? []).filter((user) => user.id !== excludeId);
  // Keep the chosen user listed even when the search no longer finds them.
  const listed =
    chosen && value === chosen.id && !options.some((o) => o.id === chosen.id)
      ? [chosen, ...options]
      : options;

  return (
    <div className="grid gap-3 rounded-lg border p-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>{t('admin.send.searchUser')}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
        />
        <p id={`${id}-hint`} className="text-[13px] text-muted-foreground">
          {t('admin.send.searchHint')}
        </p>
      </div>
      {isPending ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : isError ? (
        <p className="text-sm text-destructive-text">{t('admin.send.usersUnavailable')}</p>
      ) : listed.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.send.noUsers')}</p>
      ) : (
        <RadioGroup
          value={value}
          onValueChange={(userId) => {
            setChosen(listed.find((u) => u.id === userId) ?? null);
            onChange(userId);
          }}
          aria-label={t('admin.send.usersLabel')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="gap-1"
        >
          {listed.map((user) => (
            <label
              key={user.id}
              htmlFor={`${id}-${user.id}`}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted md:min-h-9"
            >
              <RadioGroupItem id={`${id}-${user.id}`} value={user.id} />
              <span className="grid min-w-0">
                <span className="truncate text-sm font-medium">{user.name || user.email}</span>
                <span className="truncate text-xs text-muted-foreground">{user.email}</span>
              </span>
            </label>
          ))}
        </RadioGroup>
      )}
    </div>
  );
}
