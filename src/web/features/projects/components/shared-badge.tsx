import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/web/components/ui/badge';
import { useViewer } from '@/web/lib/use-viewer';
import { isSharedWithViewer } from '../lib/ownership';

/** "Compartido contigo": a client's project another client added them to (decision 0017). */
export function SharedBadge({ project }: { project: { created_by: string } }) {
  const { t } = useTranslation('projects');
  const viewer = useViewer();
  if (!viewer || !isSharedWithViewer(viewer, project)) return null;
  return (
    <Badge variant="accent">
      <Users aria-hidden="true" className="size-3" />
      {t('members.shared')}
    </Badge>
  );
}
