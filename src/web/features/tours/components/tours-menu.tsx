import { LibraryBig, FolderKanban, GraduationCap, ListChecks, Headset, Signpost } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import type { Role } from '@/shared/schemas/profile';
import { autoStartTour, type TourId } from '@/shared/tours';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';

/**
 * The tours' entry point in the header (docs/product.md#screens-and-navigation help centre, entry points): a badge counting the
 * tours not yet completed, and the menu: welcome tour, project management tour, help centre,
 * contact support, see all.
 */
export function ToursMenu({
  role,
  unfinished,
  onStart,
  onOpenHelp,
}: {
  role: Role;
  unfinished: number;
  onStart: (tourId: TourId) => void;
  onOpenHelp: (tab: 'search' | 'tutorials') => void;
}) {
  const { t } = useTranslation('tours');
  const projectsTour: TourId = role === 'admin' ? 'project-management-tour' : 'client-projects-tour';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t('entry.button')}
          data-tour="tours"
        >
          <GraduationCap className="size-5" aria-hidden="true" />
          {unfinished > 0 && (
            <span
              data-testid="tours-badge"
              className="tabular absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-4 font-semibold text-primary-foreground"
            >
              <span aria-hidden="true">{unfinished}</span>
              <span className="sr-only">{t('entry.badge', { count: unfinished })}</span>
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
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
