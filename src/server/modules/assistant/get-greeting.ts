import { and, eq, gt, sql } from 'drizzle-orm';
import { generateText } from 'ai';
import type { TFunction } from 'i18next';
import { GENERATION_SETTINGS, geminiModel } from '../../ai/gemini';
import { greetingText } from '../../ai/greeting-text';
import { asCaller, type Caller } from '../../db/client';
import { assistantGreetings } from '../../db/schema/assistant-greetings';
import { users } from '../../db/schema/users';
import type { Deps } from '../../lib/context';
import type { Logger } from '../../lib/logger';
import type { AssistantGreeting } from '../../../shared/schemas/assistant';

/** docs/product.md#limits: a greeting the model wrote is kept 10 hours (36,000,000 ms). */
export const GREETING_HOURS = 10;

/**
 * The caller's greeting (docs/product.md#lifecycles): the one the model wrote for them in this language in the last
 * 10 hours, kept on the server; else a new one (at most 8 words). Without keys, in a view as the
 * client, on a model failure or a longer reply, '¡Hola! Websy AI aquí 🤖' in the caller's language
 * (and nothing is kept).
 */
export async function getGreeting(
  deps: Pick<Deps, 'db' | 'assistant'>,
  caller: Caller,
  context: { lang: string; t: TFunction; log: Logger },
): Promise<AssistantGreeting> {
  const { lang, t } = context;
  const fallback = { text: t('assistant:greeting.fallback'), generated: false };
  const { kept, name } = await asCaller(deps.db, caller, async (tx) => {
    const [kept] = await tx
      .select({ text: assistantGreetings.text })
      .from(assistantGreetings)
      .where(
        and(
          eq(assistantGreetings.userId, caller.id),
          eq(assistantGreetings.language, lang),
          gt(assistantGreetings.generatedAt, sql`now() - make_interval(hours => ${GREETING_HOURS})`),
        ),
      );
    const [me] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, caller.id));
    return { kept, name: me?.name?.trim().split(/\s+/u)[0] ?? '' };
  });
  if (kept) return { text: kept.text, generated: true };
  const pool = deps.assistant.pool;
  // A view as the client (docs/decisions/0054) asks the model nothing and keeps nothing for them.
  if (!pool || caller.viewedBy) return fallback;
  let text: string | null;
  try {
    const answer = await generateText({
      model: geminiModel(deps.assistant.gemini, pool),
      system: t('assistant:greeting.system'),
      prompt: name ? t('assistant:greeting.prompt', { name }) : t('assistant:greeting.promptAnonymous'),
      maxRetries: 0,
      ...GENERATION_SETTINGS,
    });
    text = greetingText(answer.text);
  } catch (error) {
    context.log.warn({ err: error }, 'assistant greeting failed');
    return fallback;
  }
  if (!text) return fallback;
  const greeting = text;
  await asCaller(deps.db, caller, (tx) =>
    tx
      .insert(assistantGreetings)
      .values({ userId: caller.id, language: lang, text: greeting })
      .onConflictDoUpdate({
        target: assistantGreetings.userId,
        set: { language: lang, text: greeting, generatedAt: sql`now()` },
      }),
  );
  return { text: greeting, generated: true };
}
