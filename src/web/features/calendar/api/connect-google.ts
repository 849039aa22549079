import { useMutation } from '@tanstack/react-query';
import { GOOGLE_CALENDAR } from '@/shared/domain/google-calendar';
import { authCall } from '@/web/lib/auth-request-error';
import { i18n } from '@/web/lib/i18n';
import { loadAuthClient } from '@/web/lib/load-auth-client';

/**
 * Leaves for Google through the auth library's account linking (its state, its callback); Google
 * sends the viewer back to /calendario with `?google=connected`, or `?google=error&error=…`.
 */
export async function connectGoogleCalendar(): Promise<void> {
  const authClient = await loadAuthClient();
  await authCall(
    authClient.linkSocial({
      provider: GOOGLE_CALENDAR.providerId,
      callbackURL: '/calendario?google=connected',
      errorCallbackURL: '/calendario?google=error',
    }),
  );
}

export function useConnectGoogle() {
  return useMutation({
    mutationFn: connectGoogleCalendar,
    meta: { operation: i18n.t('calendarPage:google.connect') },
  });
}
