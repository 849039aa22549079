import { useMutation } from '@tanstack/react-query';
import { authCall } from '@/web/lib/auth-request-error';
import { SESSION_ROTATION_KEY } from '@/web/lib/query-client';
import { loadAuthClient } from '@/web/lib/load-auth-client';

/** Second step of sign-in (or confirmation of 2FA set-up): a TOTP code or a backup code. */
export async function verifyTwoFactor(input: {
  code: string;
  method: 'totp' | 'backup';
  trustDevice?: boolean;
}): Promise<void> {
  const code = input.code.replace(/\s+/g, '');
  const authClient = await loadAuthClient();
  if (input.method === 'backup') {
    await authCall(authClient.twoFactor.verifyBackupCode({ code, trustDevice: input.trustDevice }));
  } else {
    await authCall(authClient.twoFactor.verifyTotp({ code, trustDevice: input.trustDevice }));
  }
}

export function useVerifyTwoFactor() {
  // Confirming the set-up replaces the session (lib/query-client.ts, SESSION_ROTATION_KEY).
  return useMutation({
    mutationKey: SESSION_ROTATION_KEY,
    mutationFn: verifyTwoFactor,
    meta: { silent: true },
  });
}
