import type { HocuspocusProvider } from '@hocuspocus/provider';
import { WebSocketStatus } from '@hocuspocus/provider';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { EditorContent, useEditor } from '@tiptap/react';
import { FileX, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorDocument } from '@/shared/schemas/documents';
import { EmptyState } from '@/web/components/block-states';
import { Button } from '@/web/components/ui/button';
import { useViewer } from '@/web/lib/use-viewer';
import { caretColor } from '../lib/caret-colors';
import { contentExtensions } from '../lib/extensions';
import { useCollabProvider } from '../lib/use-collab-provider';
import { useOnline } from '@/web/lib/use-online';
import { EditorToolbar } from './editor-toolbar';
import { PresenceAvatars } from './presence-avatars';
import { SnapshotsPanel } from './snapshots-panel';
import './document-editor.css';

/** The caret's user: who the others see at this cursor. */
interface CaretUser {
  id: string;
  name: string;
  color: string;
}

/** The editor over the provider's Y.Doc (it brings its own undo history); destroyed on unmount. */
function LiveEditor({
  provider,
  user,
  title,
}: {
  provider: HocuspocusProvider;
  user: CaretUser;
  title: string;
}) {
  const { t } = useTranslation('documents');
  const editor = useEditor(
    {
      extensions: [
        ...contentExtensions(),
        Collaboration.configure({ document: provider.document }),
        CollaborationCaret.configure({ provider, user }),
      ],
      editorProps: {
        attributes: { 'aria-label': t('editor.area', { title }), 'aria-multiline': 'true', role: 'textbox' },
      },
    },
    [provider],
  );
  if (!editor) return null;
  return (
    <>
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </>
  );
}

/** The connection as the person reads it: connected, reconnecting, or offline (kept until back). */
function StatusLine({ status }: { status: WebSocketStatus }) {
  const { t } = useTranslation('documents');
  const online = useOnline();
  const key = status === WebSocketStatus.Connected ? 'connected' : online ? 'reconnecting' : 'offline';
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t(`editor.status.${key}`)}
    </p>
  );
}

/**
 * A shared document open for editing (decision 0017): TipTap over the document's Y.Doc from the
 * collaboration socket, everyone's carets with their names, who is here, and the connection.
 */
export function DocumentEditor({ document }: { document: EditorDocument }) {
  const { t } = useTranslation('documents');
  const viewer = useViewer();
  const { provider, status, synced, denied, peers } = useCollabProvider(document.id);
  const [showSnapshots, setShowSnapshots] = useState(false);

  if (denied) return <EmptyState icon={FileX} title={t('editor.denied')} />;
  const user: CaretUser | null = viewer
    ? { id: viewer.id, name: viewer.full_name || viewer.email, color: caretColor(viewer.id) }
    : null;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="min-w-0 truncate text-lg font-semibold" title={document.title}>
          {document.title}
        </h2>
        <div className="flex items-center gap-3">
          <PresenceAvatars peers={peers} viewerId={viewer?.id ?? null} />
          {synced || status !== WebSocketStatus.Connecting ? (
            <StatusLine status={status} />
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              {t('editor.loading')}
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showSnapshots}
            onClick={() => setShowSnapshots(!showSnapshots)}
          >
            <History aria-hidden="true" />
            {t('snapshots.open')}
          </Button>
        </div>
      </div>
      <div className={showSnapshots ? 'grid gap-3 lg:grid-cols-[1fr_18rem]' : 'grid'}>
        <div className="document-editor min-w-0 rounded-md border bg-background">
          {provider && user && <LiveEditor provider={provider} user={user} title={document.title} />}
        </div>
        {showSnapshots && <SnapshotsPanel documentId={document.id} />}
      </div>
    </div>
  );
}
