import { AlertCircle, Brain, List, Plus, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AssistantConversation } from '@/shared/schemas/assistant';
import { PageHeader } from '@/web/components/page-header';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/sheet';
import { useOnline } from '@/web/lib/use-online';
import { useAssistantStatus } from '../api/get-status';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { DeleteDialog } from './delete-dialog';
import { MemorySheet } from './memory-sheet';
import { RenameDialog } from './rename-dialog';

/** The open conversation lives in the address (`?c=<id>`), so it survives a reload. */
const PARAM = 'c';
/** 'Memoria' open (`?memoria=1`), at a cited knowledge entry (`&entrada=<id>`). */
const MEMORY = 'memoria';
const ENTRY = 'entrada';

/** Why nothing can be sent now, if anything: no keys, the status unknown, or no connection. */
function StatusNotice({ online }: { online: boolean }) {
  const { t } = useTranslation('assistant');
  const status = useAssistantStatus();
  if (!online)
    return (
      <Alert variant="warning" role="status">
        <WifiOff aria-hidden="true" />
        <AlertDescription>{t('ui.status.offline')}</AlertDescription>
      </Alert>
    );
  if (status.isError)
    return (
      <Alert variant="destructive" role="alert">
        <AlertCircle aria-hidden="true" />
        <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
          {t('ui.status.error')}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void status.refetch()}
            loading={status.isFetching}
          >
            {t('ui.conversation.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  if (status.data && !status.data.configured)
    return (
      <Alert variant="warning" role="status" data-testid="assistant-no-keys">
        <AlertCircle aria-hidden="true" />
        <AlertDescription>
          <p className="font-medium">{status.data.message}</p>
          <p>{t(status.data.offline ? 'ui.status.offlineMode' : 'ui.status.unavailable')}</p>
        </AlertDescription>
      </Alert>
    );
  return null;
}

/**
 * /admin/websy-ai (both roles; the product's (docs/product.md#screens-and-navigation) first guard only): the caller's conversations on the
 * left (a sheet on phones), the open one on the right. Sending needs a connection; without the
 * model's keys the offline assistant answers.
 */
export function AssistantPage() {
  const { t } = useTranslation('assistant');
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(PARAM);
  const memoryOpen = params.get(MEMORY) === '1';
  const setMemoryOpen = (open: boolean) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      next.delete(ENTRY);
      if (open) next.set(MEMORY, '1');
      else next.delete(MEMORY);
      return next;
    });
  const [firstQuestion, setFirstQuestion] = useState<{ id: string; text: string; files: File[] } | null>(
    null,
  );
  const [listOpen, setListOpen] = useState(false);
  const [renaming, setRenaming] = useState<AssistantConversation | null>(null);
  const [deleting, setDeleting] = useState<AssistantConversation | null>(null);
  const online = useOnline();
  const status = useAssistantStatus();
  // Without keys the offline assistant answers from the portal's data (status.offline).
  const canSend = online && (status.data?.configured === true || status.data?.offline === true);
  // Files need the model: the offline assistant cannot read them (decision 0032).
  const canAttach = online && status.data?.configured === true;

  const select = (id: string | null) => {
    setListOpen(false);
    if (firstQuestion && firstQuestion.id !== id) setFirstQuestion(null);
    setParams(id ? { [PARAM]: id } : {}, { replace: id === null });
  };
  const list = (
    <ConversationList
      selectedId={selectedId}
      onSelect={select}
      onRename={setRenaming}
      onDelete={setDeleting}
    />
  );
  const newButton = (
    <Button variant="outline" onClick={() => select(null)}>
      <Plus aria-hidden="true" />
      {t('ui.list.new')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('ui.title')}
        description={t('ui.description')}
        actions={
          <>
            <Button variant="outline" className="md:hidden" onClick={() => setListOpen(true)}>
              <List aria-hidden="true" />
              {t('ui.list.open')}
            </Button>
            <Button variant="outline" onClick={() => setMemoryOpen(true)}>
              <Brain aria-hidden="true" />
              {t('ui.memory.open')}
            </Button>
            {newButton}
          </>
        }
      />
      <StatusNotice online={online} />
      <div className="grid gap-4 md:grid-cols-[17rem_1fr]">
        <section aria-label={t('ui.list.title')} className="hidden min-h-0 md:block">
          <h2 className="px-1 pb-2 text-sm font-semibold text-muted-foreground">{t('ui.list.title')}</h2>
          <div className="max-h-[calc(100dvh-16rem)] overflow-y-auto">{list}</div>
        </section>
        <div className="flex h-[calc(100dvh-14rem)] min-h-[26rem] flex-col overflow-hidden rounded-xl border bg-card">
          <ConversationPane
            key={selectedId ?? 'new'}
            conversationId={selectedId}
            firstQuestion={firstQuestion?.id === selectedId ? firstQuestion : undefined}
            canSend={canSend}
            canAttach={canAttach}
            onStarted={(id, text, files) => {
              setFirstQuestion({ id, text, files });
              select(id);
            }}
          />
        </div>
      </div>
      <Sheet open={listOpen} onOpenChange={setListOpen}>
        <SheetContent side="left" className="gap-3 p-4">
          <SheetTitle className="text-base font-semibold">{t('ui.list.title')}</SheetTitle>
          <SheetDescription className="sr-only">{t('ui.description')}</SheetDescription>
          <div className="min-h-0 flex-1 overflow-y-auto">{list}</div>
        </SheetContent>
      </Sheet>
      <MemorySheet
        key={params.get(ENTRY) ?? 'memory'}
        open={memoryOpen}
        onOpenChange={setMemoryOpen}
        entryId={params.get(ENTRY)}
      />
      <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />
      <DeleteDialog
        conversation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => id === selectedId && select(null)}
      />
    </div>
  );
}
