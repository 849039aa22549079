import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createReportScheduleSchema,
  reportPeriods,
  splitRecipients,
  type ReportPeriod,
  type ReportSchedule,
} from '@/shared/schemas/reports';
import type { Language } from '@/shared/i18n/config';
import { supportedLanguages } from '@/shared/i18n/config';
import { ErrorState } from '@/web/components/block-states';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input, inputClasses } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { backendToast } from '@/web/lib/toast';
import { useCurrentLanguage } from '@/web/lib/use-current-language';
import { useFormatters } from '@/web/lib/use-formatters';
import { useCreateReportSchedule, useDeleteReportSchedule, useReportSchedules } from '../api/schedules';
import { ReportSection } from './report-section';

/** The edit dialog and its form machinery load when an edit starts (the route's first JS stays put). */
const EditScheduleDialog = lazy(() =>
  import('./edit-schedule-dialog').then((m) => ({ default: m.EditScheduleDialog })),
);

/** The admin's form: frequency, recipients (comma-separated), language. */
function ScheduleForm() {
  const { t } = useTranslation('reportsPage');
  const id = useId();
  const [period, setPeriod] = useState<ReportPeriod>('weekly');
  const [recipients, setRecipients] = useState('');
  const [language, setLanguage] = useState<Language>(useCurrentLanguage());
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReportSchedule();

  function submit(event: FormEvent) {
    event.preventDefault();
    const list = splitRecipients(recipients);
    const parsed = createReportScheduleSchema.safeParse({ period, recipients: list, language });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]!.message));
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setRecipients('');
        backendToast.success(t('schedules.created'));
      },
    });
  }

  const select = `${inputClasses} h-11 md:h-9`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 md:grid-cols-[10rem_1fr_10rem_auto] md:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-period`}>{t('schedules.period')}</Label>
        <select
          id={`${id}-period`}
          className={select}
          value={period}
          onChange={(e) => setPeriod(e.target.value as ReportPeriod)}
        >
          {reportPeriods.map((p) => (
            <option key={p} value={p}>
              {t(`period.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-recipients`}>{t('schedules.recipients')}</Label>
        <Input
          id={`${id}-recipients`}
          type="text"
          inputMode="email"
          autoComplete="off"
          value={recipients}
          onChange={(e) => setRecipients(e.target.value)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('schedules.recipientsHint')}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-language`}>{t('schedules.language')}</Label>
        <select
          id={`${id}-language`}
          className={select}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Language)}
        >
          {supportedLanguages.map((l) => (
            <option key={l} value={l}>
              {t(`schedules.languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" loading={create.isPending} className="md:mb-6">
        {t('schedules.add')}
      </Button>
    </form>
  );
}

/** /informes for admins: the reports mailed every week or month, to add, edit, pause and remove. */
export function ReportSchedules() {
  const { t } = useTranslation('reportsPage');
  const format = useFormatters();
  const query = useReportSchedules();
  const remove = useDeleteReportSchedule();
  const [editing, setEditing] = useState<ReportSchedule | null>(null);
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  return (
    <ReportSection title={t('schedules.title')}>
      <p className="-mt-2 text-sm text-muted-foreground">{t('schedules.description')}</p>
      <ScheduleForm />
      {query.isError ? (
        <ErrorState size="sm" message={t('schedules.failed')} onRetry={() => void query.refetch()} />
      ) : query.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('schedules.empty')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="report-schedules">
          {query.data?.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
            >
              <div className="grid min-w-0 gap-0.5 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {t(`period.${s.period}`)} · {t(`schedules.languages.${s.language}`)}
                  {!s.enabled && <Badge variant="warning">{t('schedules.paused')}</Badge>}
                </span>
                <span className="break-all text-muted-foreground">{s.recipients.join(', ')}</span>
                {s.enabled && (
                  <span className="text-xs text-muted-foreground">
                    {t('schedules.next', { date: format.dateTime(s.next_run_at) })}
                  </span>
                )}
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('schedules.edit', { recipients: s.recipients.join(', ') })}
                  onClick={() => setEditing(s)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('schedules.delete', { recipients: s.recipients.join(', ') })}
                  onClick={() => setDeleting(s)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditScheduleDialog schedule={editing} onOpenChange={(open) => !open && setEditing(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('schedules.deleteTitle')}
        description={t('schedules.deleteDescription', { recipients: deleting?.recipients.join(', ') ?? '' })}
        confirmLabel={t('schedules.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              backendToast.success(t('schedules.deleted'));
            },
          })
        }
      />
    </ReportSection>
  );
}
