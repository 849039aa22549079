import type { Profile } from '@/shared/schemas/profile';

/** A client's profile as GET /api/me presents it, for tests; `overrides` for what a test needs. */
export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '0b6c2a52-3d1e-4c55-9a0f-6f1f3f0a9e11',
    email: 'lucia@cliente.demo',
    full_name: 'Lucía Gómez',
    name: 'Lucía Gómez',
    avatar_url: null,
    avatar: null,
    has_real_avatar: false,
    role: 'user',
    two_factor_enabled: false,
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    viewed_by: null,
    ...overrides,
  };
}
