import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { userPreferences } from '../../../db/schema/user-preferences';
import { languageSchema, type Language } from '../../../../shared/schemas/preferences';

/**
 * A person's chosen language (es when none), read inside the decision's transaction once it runs
 * as the agency: a second connection from the pool while concurrent decisions hold theirs, waiting
 * on the sign-off's row, could wait for ever.
 */
export async function languageIn(tx: Tx, userId: string): Promise<Language> {
  const [row] = await tx
    .select({ value: userPreferences.preferenceValue })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.preferenceType, 'language')))
    .limit(1);
  const parsed = languageSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : 'es';
}
