import { useTranslation } from 'react-i18next';
import { SwitchField } from '@/web/components/switch-field';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/sheet';
import { SECTIONS, type SectionId } from '../lib/sections';
import { useSwipe } from '../lib/use-swipe';

const LABEL_KEY: Record<SectionId, string> = {
  profile: 'profile.title',
  stats: 'stats.title',
  languages: 'languages.title',
  repos: 'repos.title',
  contributions: 'contributions.title',
};

/** The mobile drawer 'Navegación' (docs/product.md#screens-and-navigation): each section on or off; a swipe right closes it. */
export function SectionDrawer({
  open,
  onOpenChange,
  visible,
  onToggle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  visible: Record<SectionId, boolean>;
  onToggle: (section: SectionId, on: boolean) => void;
}) {
  const { t } = useTranslation('github');
  const swipe = useSwipe((direction) => direction === 'right' && onOpenChange(false));
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="gap-6 p-6" {...swipe}>
        <div className="space-y-1 pr-8">
          <SheetTitle className="text-lg font-semibold">{t('nav.title')}</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">{t('nav.hint')}</SheetDescription>
        </div>
        <div className="grid gap-5">
          {SECTIONS.map((section) => (
            <SwitchField
              key={section}
              id={`github-section-${section}`}
              label={t(LABEL_KEY[section])}
              description=""
              checked={visible[section]}
              onCheckedChange={(on) => onToggle(section, on)}
            />
          ))}
        </div>
      </SheetContent>
    </Sheet>
  );
}
