import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/utils';

/**
 * Tags typed into one box: Enter or comma adds, Backspace on an empty box removes the last one,
 * each tag has its own remove button. Suggestions come from a native datalist.
 */
export function TagInput({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  max,
  maxLength,
  onLimit,
  suggestions = [],
  placeholder,
  describedBy,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  max: number;
  maxLength: number;
  /** Called instead of adding when the list is full. */
  onLimit?: () => void;
  suggestions?: string[];
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation('projects');
  const listId = useId();
  const [draft, setDraft] = useState('');

  const add = (raw: string) => {
    const tag = raw.trim().replace(/,+$/, '').trim().slice(0, maxLength);
    if (!tag) return;
    if (value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setDraft('');
      return;
    }
    if (value.length >= max) {
      onLimit?.();
      return;
    }
    onChange([...value, tag]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        'flex min-h-11 w-full flex-wrap items-center gap-1.5 rounded-md border border-input/70 bg-background px-2 py-1.5 shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40 md:min-h-10 dark:border-input',
        invalid && 'border-destructive-text',
      )}
    >
      {value.map((tag) => (
        <span
          key={tag}
          className="inline-flex items-center gap-1 rounded-md bg-accent py-0.5 pr-0.5 pl-2 text-sm text-accent-foreground"
        >
          {tag}
          <button
            type="button"
            onClick={() => onChange(value.filter((item) => item !== tag))}
            className="inline-flex size-6 items-center justify-center rounded hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={t('form.tags.remove', { tag })}
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </span>
      ))}
      <input
        id={id}
        ref={inputRef}
        value={draft}
        onChange={(event) => {
          const next = event.target.value;
          if (next.includes(',')) add(next);
          else setDraft(next);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add(draft);
          onBlur?.();
        }}
        list={suggestions.length ? listId : undefined}
        placeholder={value.length === 0 ? placeholder : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        maxLength={maxLength}
        className="min-w-32 flex-1 bg-transparent px-1 py-1 text-base outline-none placeholder:text-muted-foreground md:text-sm"
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </div>
  );
}
