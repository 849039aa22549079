/**
 * Profile rules of docs/product.md#records-and-fields, applied when a profile is created from an auth identity and when it
 * is presented.
 */
export type IdentityMetadata = Partial<
  Record<'full_name' | 'name' | 'avatar_url' | 'picture' | 'photoURL' | 'image', unknown>
>;

const nonEmpty = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/** Name from metadata full_name, then name, then the e-mail prefix. */
export function deriveFullName(email: string, metadata: IdentityMetadata = {}): string {
  return nonEmpty(metadata.full_name) ?? nonEmpty(metadata.name) ?? email.split('@')[0] ?? email;
}

/** Avatar from metadata avatar_url, picture, photoURL or image (first present). */
export function deriveAvatarUrl(metadata: IdentityMetadata = {}): string | undefined {
  return (
    nonEmpty(metadata.avatar_url) ??
    nonEmpty(metadata.picture) ??
    nonEmpty(metadata.photoURL) ??
    nonEmpty(metadata.image)
  );
}

/** Known avatar and identity hosts: an avatar counts as real only when served from one of them. */
export const AVATAR_HOSTS = [
  'avatars.githubusercontent.com',
  'github.com',
  'lh3.googleusercontent.com',
  'googleusercontent.com',
  'gravatar.com',
  'media.licdn.com',
  'platform-lookaside.fbsbx.com',
  'pbs.twimg.com',
  'cdn.discordapp.com',
  'images.unsplash.com',
] as const;

export function isRealAvatar(url: string | null | undefined): boolean {
  if (!url) return false;
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return false;
    host = parsed.hostname.toLowerCase();
  } catch {
    return false;
  }
  return AVATAR_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

/** Role of a new profile: admin for the configured owner address, else user. */
export function roleForEmail(email: string, ownerEmail: string): 'admin' | 'user' {
  return email.trim().toLowerCase() === ownerEmail.trim().toLowerCase() ? 'admin' : 'user';
}

/** First letter of name or e-mail, for the avatar fallback. */
export function initialOf(name: string | null | undefined, email: string | null | undefined): string {
  const source = nonEmpty(name) ?? nonEmpty(email) ?? '?';
  return source.charAt(0).toUpperCase();
}
