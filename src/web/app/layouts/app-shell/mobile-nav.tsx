import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/shared/schemas/profile';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/sheet';
import { Sidebar } from './sidebar';

/** The sidebar in a sheet from the left (under 768 px), loaded the first time the menu opens. */
export function MobileNav({
  user,
  open,
  onOpenChange,
  menuButton,
}: {
  user: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('shell');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="p-0"
        onCloseAutoFocus={(event) => {
          // Back to the button that opened the menu.
          event.preventDefault();
          menuButton.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">{t('nav.sidebarLabel')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.sheetDescription')}</SheetDescription>
        <Sidebar user={user} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
