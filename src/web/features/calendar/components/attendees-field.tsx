import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { useInvitees } from '../api/list-invitees';
import { isEmail, type EventForm } from '../lib/event-form';

/**
 * The attendees: the people the server says the viewer may invite are suggested as they type;
 * any other address is an outside guest.
 */
export function AttendeesField({
  form,
  error,
  enabled,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the create and edit schemas' outputs differ
  form: UseFormReturn<EventForm, unknown, any>;
  error: string | undefined;
  enabled: boolean;
}) {
  const { t } = useTranslation('calendarPage');
  const listId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const invitees = useInvitees(enabled);
  const attendees = form.watch('attendees');
  const names = new Map((invitees.data ?? []).map((p) => [p.email.toLowerCase(), p.name]));

  const add = () => {
    const email = text.trim().toLowerCase();
    if (!email) return;
    if (!isEmail(email)) return setInvalid(true);
    setInvalid(false);
    setText('');
    if (!attendees.includes(email)) {
      form.setValue('attendees', [...attendees, email], { shouldDirty: true, shouldValidate: true });
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };
  const remove = (email: string) =>
    form.setValue(
      'attendees',
      attendees.filter((a) => a !== email),
      { shouldDirty: true },
    );

  return (
    <FormField
      label={t('form.attendees')}
      hint={t('form.attendeesHint')}
      error={invalid ? 'validation:emailInvalid' : error}
    >
      {(control) => (
        <div className="grid gap-2">
          <div className="flex gap-2">
            <Input
              {...control}
              type="email"
              list={listId}
              value={text}
              autoComplete="off"
              placeholder={t('form.attendeesPlaceholder')}
              onChange={(e) => {
                setText(e.target.value);
                setInvalid(false);
              }}
              onKeyDown={onKeyDown}
            />
            <Button type="button" variant="outline" onClick={add}>
              <Plus aria-hidden="true" />
              {t('form.addAttendee')}
            </Button>
          </div>
          <datalist id={listId}>
            {(invitees.data ?? []).map((p) => (
              <option key={p.email} value={p.email}>
                {p.name}
              </option>
            ))}
          </datalist>
          {attendees.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('form.attendeesList')}>
              {attendees.map((email) => (
                <li
                  key={email}
                  className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
                >
                  <span className="truncate">
                    {names.get(email) ? `${names.get(email)} · ${email}` : email}
                  </span>
                  <button
                    type="button"
                    onClick={() => remove(email)}
                    aria-label={t('form.removeAttendee', { email })}
                    className="inline-flex size-7 items-center justify-center rounded-full hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormField>
  );
}
