import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/shared/schemas/profile';
import type { TourId } from '@/shared/tours';
import { Button } from '@/web/components/ui/button';
import { useMenuOnDemand } from '@/web/lib/use-on-demand';

const loadDropdown = () => import('./tours-menu-dropdown').then((module) => module.ToursMenuDropdown);

/**
 * The tours' entry point in the header (docs/product.md#screens-and-navigation help centre, entry
 * points): a badge counting the tours not yet completed, and the menu behind it, whose code (and
 * the menu library's) loads on the first click, already open (`useMenuOnDemand`).
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
  const { Menu: Dropdown, standIn } = useMenuOnDemand(loadDropdown);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={t('entry.button')}
      data-tour="tours"
      {...standIn}
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
  );
  return Dropdown ? (
    <Dropdown role={role} trigger={trigger} onStart={onStart} onOpenHelp={onOpenHelp} />
  ) : (
    trigger
  );
}
