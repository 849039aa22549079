import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgeEntry } from '@/shared/schemas/assistant-memory';
import { KNOWLEDGE_SEARCH_MIN } from '@/shared/schemas/assistant-memory';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { SearchInput } from '@/web/components/search-input';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { useDeleteKnowledge, useKnowledge } from '../api/memory';
import { KnowledgeDialog } from './knowledge-dialog';

/**
 * The knowledge base the assistant answers from: search (2 characters at least), add, edit and
 * delete (an admin any entry, a client their own). `highlight` is the entry a citation opened.
 */
export function KnowledgePanel({ highlight }: { highlight: string | null }) {
  const { t } = useTranslation('assistant');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const q = deferred.length >= KNOWLEDGE_SEARCH_MIN ? deferred : '';
  const knowledge = useKnowledge(q);
  const remove = useDeleteKnowledge();
  const [editing, setEditing] = useState<KnowledgeEntry | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<KnowledgeEntry | null>(null);
  const entries = knowledge.data?.entries ?? [];

  const shown = highlight !== null && entries.some((e) => e.id === highlight);
  useEffect(() => {
    if (shown) document.getElementById(`knowledge-${highlight}`)?.scrollIntoView({ block: 'center' });
  }, [highlight, shown]);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          className="min-w-0 flex-1"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-label={t('ui.memory.knowledge.search')}
          placeholder={t('ui.memory.knowledge.search')}
        />
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t('ui.memory.knowledge.add')}
        </Button>
      </div>
      {knowledge.isPending && <Skeleton className="h-24 w-full" />}
      {!knowledge.isPending && entries.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {t(q ? 'ui.memory.knowledge.noResults' : 'ui.memory.knowledge.empty')}
        </p>
      )}
      <ul className="space-y-2" aria-live="polite">
        {entries.map((entry) => (
          <li
            key={entry.id}
            id={`knowledge-${entry.id}`}
            data-testid="knowledge-entry"
            className={cn('rounded-lg border p-3 text-sm', entry.id === highlight && 'ring-2 ring-ring')}
          >
            <div className="flex items-start justify-between gap-2">
              <p className="font-medium">{entry.title}</p>
              {entry.editable && (
                <div className="flex shrink-0">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('ui.memory.knowledge.edit', { title: entry.title })}
                    onClick={() => setEditing(entry)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('ui.memory.knowledge.delete', { title: entry.title })}
                    onClick={() => setDeleting(entry)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              )}
            </div>
            <p className="whitespace-pre-wrap text-muted-foreground">{entry.content}</p>
            <div className="mt-1 flex flex-wrap gap-1">
              <Badge variant="outline">{entry.project_name ?? t('ui.memory.general')}</Badge>
              {entry.personal && <Badge variant="secondary">{t('ui.memory.knowledge.personal')}</Badge>}
              <Badge variant="secondary">{entry.category}</Badge>
            </div>
          </li>
        ))}
      </ul>
      <KnowledgeDialog
        open={adding || editing !== null}
        entry={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('ui.memory.knowledge.deleteTitle')}
        description={t('ui.memory.knowledge.deleteDescription', { title: deleting?.title ?? '' })}
        confirmLabel={t('ui.memory.knowledge.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(t('ui.memory.knowledge.deleted'));
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
