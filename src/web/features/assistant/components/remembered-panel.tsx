import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { useForgetMemories, useMemories, useProfile, useResetProfile } from '../api/memory';

/** The profile the assistant keeps: language, active hours (in their time zone), confirmed actions, topics. */
function ProfileCard() {
  const { t } = useTranslation('assistant');
  const profile = useProfile();
  const reset = useResetProfile();
  const [confirming, setConfirming] = useState(false);
  const p = profile.data?.profile;
  const none = t('ui.memory.profile.none');
  const rows = p && [
    [t('ui.memory.profile.language'), p.preferences.language?.toUpperCase() ?? none],
    [
      t('ui.memory.profile.hours', { zone: p.work_patterns.time_zone }),
      p.work_patterns.active_hours.map((h) => `${String(h).padStart(2, '0')}:00`).join(', ') || none,
    ],
    [t('ui.memory.profile.tasks'), p.common_tasks.map((k) => t(`ui.memory.kinds.${k}`)).join(', ') || none],
    [t('ui.memory.profile.topics'), p.expertise_areas.join(', ') || none],
  ];
  return (
    <section aria-labelledby="assistant-profile" className="space-y-2 rounded-lg border p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="assistant-profile" className="text-sm font-semibold">
          {t('ui.memory.profile.title')}
        </h3>
        <Button variant="outline" size="sm" disabled={!p?.updated_at} onClick={() => setConfirming(true)}>
          {t('ui.memory.profile.reset')}
        </Button>
      </div>
      {!rows ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <dl className="grid gap-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('ui.memory.profile.resetTitle')}
        description={t('ui.memory.profile.resetDescription')}
        confirmLabel={t('ui.memory.profile.reset')}
        loading={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              notify.success(t('ui.memory.profile.resetDone'));
              setConfirming(false);
            },
          })
        }
      />
    </section>
  );
}

/** What the assistant remembers: each conversation's memory (forget one or all) and the profile. */
export function RememberedPanel() {
  const { t } = useTranslation('assistant');
  const memories = useMemories();
  const forget = useForgetMemories();
  const [confirmAll, setConfirmAll] = useState(false);
  const list = memories.data?.memories ?? [];
  return (
    <div className="space-y-4">
      <ProfileCard />
      <section aria-labelledby="assistant-memories" className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id="assistant-memories" className="text-sm font-semibold">
            {t('ui.memory.memories.title')}
          </h3>
          <Button
            variant="outline"
            size="sm"
            disabled={list.length === 0}
            onClick={() => setConfirmAll(true)}
          >
            {t('ui.memory.memories.forgetAll')}
          </Button>
        </div>
        {memories.isPending && <Skeleton className="h-20 w-full" />}
        {!memories.isPending && list.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('ui.memory.memories.empty')}</p>
        )}
        <ul className="space-y-2">
          {list.map((m) => (
            <li key={m.id} className="rounded-lg border p-3 text-sm" data-testid="assistant-memory">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium">{m.conversation_title}</p>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('ui.memory.memories.forget', { title: m.conversation_title })}
                  disabled={forget.isPending}
                  onClick={() =>
                    forget.mutate(m.id, {
                      onSuccess: () => notify.success(t('ui.memory.memories.forgotten')),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <p className="text-muted-foreground">{m.summary}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                {m.key_topics.map((topic) => (
                  <Badge key={topic} variant="secondary">
                    {topic}
                  </Badge>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t('ui.memory.memories.forgetAllTitle')}
        description={t('ui.memory.memories.forgetAllDescription', { count: list.length })}
        confirmLabel={t('ui.memory.memories.forgetAll')}
        loading={forget.isPending}
        onConfirm={() =>
          forget.mutate(null, {
            onSuccess: () => {
              notify.success(t('ui.memory.memories.forgotten'));
              setConfirmAll(false);
            },
          })
        }
      />
    </div>
  );
}
