import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Auth } from './auth/auth';
import type { Database, Tx } from './db/client';
import { accounts } from './db/schema/auth';
import { users } from './db/schema/users';

export interface OwnerBootstrap {
  email: string;
  /** Present only when the password was generated now: printed once, never stored in clear. */
  generatedPassword?: string;
  created: boolean;
}

/** Arbitrary constant: one instance at a time decides whether the owner is still to be made. */
const OWNER_LOCK = 7_311_903;

/**
 * On a database with no admin, creates the owner admin (OWNER_EMAIL) with OWNER_PASSWORD or a
 * random password, or promotes that address if it already registered. Instances booting together
 * on one database decide in turn (a transaction-scoped advisory lock, held for a few statements:
 * the password is hashed before it): the first creates the owner, the others then find an admin
 * and leave it alone (decision 0051).
 */
export async function bootstrapOwner(
  db: Database,
  auth: Auth,
  owner: { email: string; password?: string },
): Promise<OwnerBootstrap | null> {
  if (await hasAdmin(db)) return null;

  const generatedPassword = owner.password ? undefined : randomBytes(12).toString('base64url');
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(owner.password ?? generatedPassword!);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${OWNER_LOCK})`);
    if (await hasAdmin(tx)) return null;

    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    if (existing) {
      await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
      return { email: owner.email, created: false };
    }
    const [created] = await tx
      .insert(users)
      .values({ email: owner.email, fullName: 'Administrador', role: 'admin', emailVerified: true })
      .returning({ id: users.id });
    await tx.insert(accounts).values({
      userId: created!.id,
      accountId: created!.id,
      providerId: 'credential',
      password: hash,
    });
    return { email: owner.email, created: true, ...(generatedPassword && { generatedPassword }) };
  });
}

async function hasAdmin(db: Database | Tx): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return !!admin;
}
