import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { TOASTS } from '@/shared/limits';
import { useAppearance } from '@/web/lib/appearance';
import { TOASTER_IDS, toastersReady } from '@/web/lib/toast';

const toastClassNames = {
  toast: 'font-sans !rounded-lg !border !border-border !bg-popover !text-popover-foreground !shadow-lg',
  description: '!text-muted-foreground',
  title: '!font-medium',
  error: '[&_[data-icon]]:!text-destructive-text',
  success: '[&_[data-icon]]:!text-success',
  closeButton: '!bg-popover !text-foreground !border-border',
};

/**
 * The two toast layers of docs/product.md#limits: backend results (one at a time, 5 s) at the top, and UI
 * notifications (up to three, 4 s, gap 14, width 356, Alt+T) at the bottom right.
 */
export function Toasters() {
  const { t } = useTranslation('common');
  const { theme } = useAppearance();
  // After the toasters' own effects (children run theirs first): both now listen for toasts.
  useEffect(toastersReady, []);
  return (
    <>
      <Toaster
        id={TOASTER_IDS.backend}
        theme={theme}
        position="top-center"
        visibleToasts={TOASTS.backend.visible}
        duration={TOASTS.backend.durationMs}
        hotkey={[]}
        closeButton
        containerAriaLabel={t('toasts.backend')}
        toastOptions={{ classNames: toastClassNames, closeButtonAriaLabel: t('actions.close') }}
      />
      <Toaster
        id={TOASTER_IDS.notifications}
        theme={theme}
        position="bottom-right"
        visibleToasts={TOASTS.notification.visible}
        duration={TOASTS.notification.durationMs}
        gap={TOASTS.notification.gap}
        hotkey={[...TOASTS.notification.hotkey]}
        style={{ '--width': `${TOASTS.notification.width}px` } as React.CSSProperties}
        closeButton
        containerAriaLabel={t('toasts.notifications')}
        toastOptions={{ classNames: toastClassNames, closeButtonAriaLabel: t('actions.close') }}
      />
    </>
  );
}
