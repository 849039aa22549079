import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { Button } from '@/web/components/ui/button';
import { useProjectUnread } from '../api/get-unread';
import { UnreadBadge } from './unread-badge';

/** The project page's way into its collaboration space, with the chat's unread count. */
export function CollaborationLink({ projectId }: { projectId: string }) {
  const { t } = useTranslation('collaboration');
  const unread = useProjectUnread(projectId);
  return (
    <Button variant="outline" asChild>
      <Link to={paths.app.collaboration.getHref(projectId)} data-testid="collaboration-link">
        <Users aria-hidden="true" />
        {t('link')}
        <UnreadBadge count={unread} />
      </Link>
    </Button>
  );
}
