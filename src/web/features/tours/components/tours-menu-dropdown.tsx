import { FolderKanban, Headset, LibraryBig, ListChecks, Signpost } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import type { Role } from '@/shared/schemas/profile';
import { autoStartTour, type TourId } from '@/shared/tours';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';

/**
 * The tours' menu itself (welcome tour, project management tour, help centre, contact support,
 * see all), loaded the first time it is opened: it opens at once.
 */
export function ToursMenuDropdown({
  role,
  trigger,
  onStart,
  onOpenHelp,
}: {
  role: Role;
  trigger: ReactElement;
  onStart: (tourId: TourId) => void;
  onOpenHelp: (tab: 'search' | 'tutorials') => void;
}) {
  const { t } = useTranslation('tours');
  const projectsTour: TourId = role === 'admin' ? 'project-management-tour' : 'client-projects-tour';
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuItem onSelect={() => onStart(autoStartTour[role])}>
          <Signpost aria-hidden="true" />
          {t('entry.welcome')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onStart(projectsTour)}>
          <FolderKanban aria-hidden="true" />
          {t('entry.projects')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onOpenHelp('search')}>
          <LibraryBig aria-hidden="true" />
          {t('entry.helpCentre')}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.app.support.getHref()}>
            <Headset aria-hidden="true" />
            {t('entry.support')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpenHelp('tutorials')}>
          <ListChecks aria-hidden="true" />
          {t('entry.seeAll')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
