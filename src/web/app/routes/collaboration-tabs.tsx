import { FileText, FolderOpen, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType } from 'react';

/** One tab of a project's collaboration space: its pane loads (its own chunk) when first shown. */
export interface CollaborationTab {
  id: string;
  /** Key in the `collaboration` namespace. */
  labelKey: string;
  icon: LucideIcon;
  Pane: ComponentType<{ projectId: string }>;
}

/** The tabs of the space, in order; `?tab=<id>` selects one, the first is the default. */
export const collaborationTabs: CollaborationTab[] = [
  {
    id: 'chat',
    labelKey: 'tabs.chat',
    icon: MessagesSquare,
    Pane: lazy(() =>
      import('@/web/features/chat/components/chat-pane').then((m) => ({ default: m.ChatPane })),
    ),
  },
  {
    id: 'documents',
    labelKey: 'tabs.documents',
    icon: FileText,
    Pane: lazy(() =>
      import('@/web/features/documents/components/documents-pane').then((m) => ({
        default: m.DocumentsPane,
      })),
    ),
  },
  {
    id: 'files',
    labelKey: 'tabs.files',
    icon: FolderOpen,
    Pane: lazy(() =>
      import('@/web/features/files/components/files-pane').then((m) => ({ default: m.FilesPane })),
    ),
  },
  {
    id: 'people',
    labelKey: 'tabs.people',
    icon: Users,
    Pane: lazy(() =>
      import('@/web/features/chat/components/people-pane').then((m) => ({ default: m.PeoplePane })),
    ),
  },
];
