import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/web/components/block-states';
import { Skeleton } from '@/web/components/ui/skeleton';

export interface CheckOption {
  id: string;
  label: ReactNode;
}

/**
 * A group of checkboxes picking ids (files, code evidence), with its loading, empty and error
 * states; a fieldset whose legend names it.
 */
export function CheckList({
  legend,
  options,
  value,
  onChange,
  loading,
  failed,
  onRetry,
  empty,
  failedMessage,
  error,
}: {
  legend: string;
  options: CheckOption[];
  value: string[];
  onChange: (next: string[]) => void;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** What the list would hold, said when it holds nothing. */
  empty: string;
  /** Said when the list could not be read, above its retry. */
  failedMessage: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {loading ? (
        <Skeleton aria-hidden="true" className="h-16 w-full" />
      ) : failed ? (
        <ErrorState size="sm" message={failedMessage} onRetry={onRetry} />
      ) : options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid max-h-48 gap-1 overflow-y-auto">
          {options.map((option) => (
            <li key={option.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-sm hover:bg-muted md:min-h-9">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={value.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                <span className="min-w-0 break-words">{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="text-[13px] font-medium text-destructive-text">
          {/^[a-z]+:[\w.]+$/i.test(error) ? t(error) : error}
        </p>
      )}
    </fieldset>
  );
}
