import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { userPreferences } from '../../db/schema/user-preferences';
import { languageSchema, type Language } from '../../../shared/schemas/preferences';

/**
 * The user's chosen language (es when none is stored: docs/product.md#languages). Read as the
 * server, or inside a transaction that may read it (a sign-off's decision reads it there: a
 * second connection taken while concurrent decisions hold theirs could wait for ever).
 */
export async function languageOfUser(db: Database | Tx, userId: string): Promise<Language> {
  const [row] = await db
    .select({ value: userPreferences.preferenceValue })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.preferenceType, 'language')))
    .limit(1);
  const parsed = languageSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : 'es';
}
