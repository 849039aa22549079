import type { BetterAuthOptions } from 'better-auth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { deriveFullName, roleForEmail } from '../../shared/domain/profile';
import { recordSecurityEvent } from '../lib/security/record-security-event';

/**
 * What the auth library's writes to users and sessions also do: a new user's address lower-cased,
 * their name derived and their role given by the owner address; no role changed through the auth
 * endpoints; sign-ups, two-factor changes and sign-ins written to the security log.
 */
export function authDatabaseHooks(db: Database, config: Config): BetterAuthOptions['databaseHooks'] {
  return {
    user: {
      create: {
        async before(user) {
          const email = user.email.toLowerCase();
          return {
            data: {
              ...user,
              email,
              name: deriveFullName(email, { full_name: user.name }),
              role: roleForEmail(email, config.ownerEmail),
            },
          };
        },
        async after(user) {
          await recordSecurityEvent(db, 'sign_up', { userId: user.id, email: user.email });
        },
      },
      update: {
        async before(data, ctx) {
          const userId = ctx?.context.session?.user.id ?? null;
          if (typeof data.twoFactorEnabled === 'boolean' && userId) {
            await recordSecurityEvent(
              db,
              data.twoFactorEnabled ? 'two_factor_enabled' : 'two_factor_disabled',
              {
                userId,
              },
            );
          }
          // Nobody changes a role through the auth endpoints except the admin plugin's own
          // admin-only route (logged in the after hook).
          if ('role' in data && ctx?.path !== '/admin/set-role') {
            const { role: _ignored, ...rest } = data;
            return { data: rest };
          }
          return { data };
        },
      },
    },
    session: {
      create: {
        async after(session) {
          // A "view as client" session is no sign-in of the client's: the view-as module records
          // it as client_view_started (docs/decisions/0054).
          if ((session as { impersonatedBy?: string | null }).impersonatedBy) return;
          await recordSecurityEvent(db, 'sign_in', {
            userId: session.userId,
            ipAddress: session.ipAddress ?? null,
            userAgent: session.userAgent ?? null,
          });
        },
      },
    },
  };
}
