import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '@/web/lib/appearance';
import { Button } from './ui/button';

/** Light/dark switch; its accessible name is 'Cambiar tema' / 'Toggle theme' / 'Alternar tema'. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { theme, toggleTheme } = useAppearance();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggleTheme}
      aria-label={t('theme.toggle')}
      data-tour="theme"
      title={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
    >
      {/* The icon follows the `dark` class, so a page prerendered in light shows the right one. */}
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
    </Button>
  );
}
