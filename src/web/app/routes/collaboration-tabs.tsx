import { FolderOpen, type LucideIcon } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One tab of the collaboration space: its `?tab=` id, label, icon and the feature's pane. */
export interface CollaborationTab {
  id: string;
  labelKey: string;
  icon: LucideIcon;
  Pane: LazyExoticComponent<ComponentType<{ projectId: string }>>;
}

/** The tabs of the collaboration space, in order; each pane loads when its tab is opened. */
export const collaborationTabs: CollaborationTab[] = [
  {
    id: 'files',
    labelKey: 'files:title',
    icon: FolderOpen,
    Pane: lazy(() =>
      import('@/web/features/files/components/files-pane').then((m) => ({ default: m.FilesPane })),
    ),
  },
];
