import { useMutation } from '@tanstack/react-query';
import { authCall, authClient, AuthRequestError } from '@/web/lib/auth-client';
import { SESSION_ROTATION_KEY } from '@/web/lib/query-client';

/**
 * Authenticator-app 2FA: `enable` (password) returns the otpauth URI and backup codes; 2FA is
 * active once a code from the app is verified. `disable` and `generateBackupCodes` ask for the
 * password again.
 */
export async function enableTwoFactor(input: {
  password: string;
}): Promise<{ totpURI: string; backupCodes: string[] }> {
  const data = await authCall(authClient.twoFactor.enable({ password: input.password }));
  if (!data || !('totpURI' in data)) throw new AuthRequestError({ code: 'TOTP_NOT_CONFIGURED', status: 500 });
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export async function disableTwoFactor(input: { password: string }): Promise<void> {
  await authCall(authClient.twoFactor.disable({ password: input.password }));
}

export async function generateBackupCodes(input: { password: string }): Promise<string[]> {
  const data = await authCall(authClient.twoFactor.generateBackupCodes({ password: input.password }));
  return data?.backupCodes ?? [];
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor, meta: { silent: true } });
}

export function useDisableTwoFactor() {
  // Turning it off replaces the session (lib/query-client.ts, SESSION_ROTATION_KEY).
  return useMutation({
    mutationKey: SESSION_ROTATION_KEY,
    mutationFn: disableTwoFactor,
    meta: { silent: true },
  });
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes, meta: { silent: true } });
}

/** The base32 secret inside an otpauth:// URI, for manual entry in the app. */
export function secretFromTotpUri(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return /[?&]secret=([A-Z2-7]+)/i.exec(uri)?.[1] ?? null;
  }
}
