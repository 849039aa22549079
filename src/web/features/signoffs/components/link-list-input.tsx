import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignoffLink } from '@/shared/schemas/signoffs';
import { FieldError, FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';

type Message = { message?: string | undefined } | undefined;
/** Per-link errors by index, as the form library keeps them (`links.2.url`). */
type LinkErrors = { readonly [index: number]: { label?: Message; url?: Message } | undefined };

/**
 * The links of a submission, as one controlled value (a `Controller` field; the form library's
 * field array would load its array helpers with every form of the app, sign-in included).
 * Each row keeps its key while others are removed, so typing stays in the row it started in.
 */
export function LinkListInput({
  value,
  onChange,
  errors,
  error,
  max,
}: {
  value: SignoffLink[];
  onChange: (links: SignoffLink[]) => void;
  /** Per-link errors, by index (`links.2.url`). */
  errors: LinkErrors | undefined;
  /** An error of the list itself. */
  error: string | undefined;
  max: number;
}) {
  const { t } = useTranslation('signoffs');
  const errorId = useId();
  const keys = useRef<number[]>([]);
  const next = useRef(0);
  while (keys.current.length < value.length) keys.current.push(next.current++);
  keys.current.length = value.length;
  const edit = (index: number, change: Partial<SignoffLink>) =>
    onChange(value.map((link, i) => (i === index ? { ...link, ...change } : link)));
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    onChange(value.filter((_, i) => i !== index));
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t('submit.links')}</legend>
      {value.length === 0 && <p className="text-sm text-muted-foreground">{t('submit.noLinks')}</p>}
      {value.map((link, index) => (
        <div
          key={keys.current[index]}
          className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <FormField label={t('submit.linkLabel', { n: index + 1 })} error={errors?.[index]?.label?.message}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                name={`links.${index}.label`}
                value={link.label}
                onChange={(event) => edit(index, { label: event.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('submit.linkUrl', { n: index + 1 })} error={errors?.[index]?.url?.message}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                name={`links.${index}.url`}
                value={link.url}
                onChange={(event) => edit(index, { url: event.target.value })}
              />
            )}
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="sm:mt-7"
            aria-label={t('submit.removeLink', { n: index + 1 })}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {error && <FieldError id={errorId} message={error} />}
      {value.length < max && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange([...value, { label: '', url: '' }])}
        >
          <Plus aria-hidden="true" />
          {t('submit.addLink')}
        </Button>
      )}
    </fieldset>
  );
}
