import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from './auth/auth';
import type { Database } from './db/client';
import { accounts } from './db/schema/auth';
import { users } from './db/schema/users';

export interface OwnerBootstrap {
  email: string;
  /** Present only when the password was generated now: printed once, never stored in clear. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * On a database with no admin, creates the owner admin (OWNER_EMAIL) with OWNER_PASSWORD or a
 * random password, or promotes that address if it already registered.
 */
export async function bootstrapOwner(
  db: Database,
  auth: Auth,
  owner: { email: string; password?: string },
): Promise<OwnerBootstrap | null> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return null;

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
  if (existing) {
    await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
    return { email: owner.email, created: false };
  }

  const generatedPassword = owner.password ? undefined : randomBytes(12).toString('base64url');
  const password = owner.password ?? generatedPassword!;
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  await db.transaction(async (tx) => {
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
  });
  return { email: owner.email, created: true, ...(generatedPassword && { generatedPassword }) };
}
