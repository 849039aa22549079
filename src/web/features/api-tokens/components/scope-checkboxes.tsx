import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenScope } from '@/shared/schemas/api-tokens';
import { FieldError } from '@/web/components/form-field';

/** A scope's key in the catalogue (`projects:read` → `projects_read`: a colon separates namespaces). */
const scopeKey = (scope: ApiTokenScope) => scope.replace(':', '_');

/** The scopes a token may get, each with its one-line explanation; the field's error under them. */
export function ScopeCheckboxes({
  scopes,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  scopes: readonly ApiTokenScope[];
  value: readonly ApiTokenScope[];
  onChange: (scopes: ApiTokenScope[]) => void;
  onBlur: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('apiTokens');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    onChange(on ? scopes.filter((s) => s === scope || value.includes(s)) : value.filter((s) => s !== scope));
  return (
    <fieldset className="grid gap-2" onBlur={onBlur} aria-describedby={error ? errorId : hintId}>
      <legend className="mb-1 text-sm font-medium">{t('form.scopes')}</legend>
      <p id={hintId} className="-mt-1 text-[13px] text-muted-foreground">
        {t('form.scopesHelp')}
      </p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {scopes.map((scope, index) => (
          <li key={scope}>
            <label
              htmlFor={`${id}-${index}`}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-muted/60"
            >
              <input
                id={`${id}-${index}`}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-primary"
                checked={value.includes(scope)}
                ref={index === 0 ? inputRef : undefined}
                aria-describedby={`${id}-${index}-what`}
                onChange={(e) => toggle(scope, e.target.checked)}
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">
                  {t(`scopes.${scopeKey(scope)}.label`)}{' '}
                  <code className="text-xs text-muted-foreground">{scope}</code>
                </span>
                <span id={`${id}-${index}-what`} className="text-[13px] text-muted-foreground">
                  {t(`scopes.${scopeKey(scope)}.description`)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
