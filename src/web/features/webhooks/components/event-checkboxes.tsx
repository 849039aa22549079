import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { webhookEventTypes, type WebhookEventType } from '@/shared/schemas/webhooks';
import { FieldError } from '@/web/components/form-field';
import { EVENT_GROUPS, eventLabelKey, groupSelection, toggleEvent, toggleGroup } from '../lib/webhook-events';

const box = 'size-5 shrink-0 accent-primary';

/** A checkbox whose "some of them" state is shown as mixed. */
function Checkbox({
  id,
  state,
  onChange,
  describedBy,
  focusRef,
}: {
  id: string;
  state: boolean | 'mixed';
  onChange: (on: boolean) => void;
  describedBy?: string | undefined;
  /** The form's handle to focus it (the first box of an invalid field). */
  focusRef?: (element: HTMLInputElement | null) => void;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      className={box}
      checked={state === true}
      ref={(element) => {
        if (element) element.indeterminate = state === 'mixed';
        focusRef?.(element);
      }}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/**
 * The events an endpoint wants: "select all", then one group per area, each with a box that
 * ticks the whole group. The field's hint and error are read with every box.
 */
export function EventCheckboxes({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  value: readonly WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  onBlur: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('webhooks');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hintId;
  return (
    <fieldset className="grid gap-3" onBlur={onBlur}>
      <legend className="mb-1 text-sm font-medium">{t('form.events')}</legend>
      <p id={hintId} className="-mt-2 text-[13px] text-muted-foreground">
        {t('form.eventsHint')}
      </p>
      <div className="flex items-center gap-3">
        <Checkbox
          id={`${id}-all`}
          state={groupSelection(webhookEventTypes, value)}
          onChange={(on) => onChange(toggleGroup(webhookEventTypes, value, on))}
          describedBy={describedBy}
          focusRef={inputRef}
        />
        <label htmlFor={`${id}-all`} className="text-sm font-medium">
          {t('form.selectAll')}
        </label>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {EVENT_GROUPS.map((group) => (
          <fieldset key={group.id} className="grid content-start gap-2 rounded-lg border p-3">
            <legend className="sr-only">{t(`groups.${group.id}`)}</legend>
            <div className="flex items-center gap-3">
              <Checkbox
                id={`${id}-${group.id}`}
                state={groupSelection(group.events, value)}
                onChange={(on) => onChange(toggleGroup(group.events, value, on))}
              />
              <label htmlFor={`${id}-${group.id}`} className="text-sm font-semibold">
                <span className="sr-only">{t('form.groupPrefix')} </span>
                {t(`groups.${group.id}`)}
              </label>
            </div>
            <ul className="grid gap-2 pl-8">
              {group.events.map((type) => (
                <li key={type} className="flex items-center gap-3">
                  <Checkbox
                    id={`${id}-${type}`}
                    state={value.includes(type)}
                    onChange={(on) => onChange(toggleEvent(type, value, on))}
                    describedBy={describedBy}
                  />
                  <label htmlFor={`${id}-${type}`} className="text-sm">
                    {t(eventLabelKey(type))}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
