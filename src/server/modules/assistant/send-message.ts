import { desc, eq, sql } from 'drizzle-orm';
import type { FilePart, ImagePart, ModelMessage, TextPart, UserContent } from 'ai';
import type { TFunction } from 'i18next';
import { HISTORY_SENT } from '../../ai/gemini';
import { asCaller, type Caller } from '../../db/client';
import { assistantConversations, assistantMessages } from '../../db/schema/assistant';
import { users } from '../../db/schema/users';
import type { Deps } from '../../lib/context';
import type { Logger } from '../../lib/logger';
import type { SendAssistantMessageInput } from '../../../shared/schemas/assistant';
import { AppError } from '../../../shared/errors';
import { DEFAULT_TIME_ZONE } from '../../../shared/schemas/time-zone';
import { rememberAnswer } from '../assistant-memory/remember-conversation';
import { readMemoryContext } from '../assistant-memory/read-memory-context';
import { buildSnapshot } from './internal/build-snapshot';
import { dropLastAnswer } from './internal/drop-last-answer';
import { findConversation } from './internal/find-conversation';
import { limitRequests } from './internal/limit-requests';
import { attachmentInfo, readAttachments, type ReadAttachment } from './internal/read-attachments';
import { replyOffline, streamOfflineReply } from './internal/offline/reply-offline';
import { streamAnswer } from './internal/stream-answer';
import { systemPrompt } from './internal/system-prompt';

/** The question with its files as the model reads them: images inline, text files as their text. */
function questionContent(t: TFunction, question: string, files: readonly ReadAttachment[]): UserContent {
  return [
    { type: 'text', text: question },
    ...files.map((file): TextPart | ImagePart | FilePart =>
      file.kind === 'image'
        ? { type: 'image', image: file.bytes, mediaType: file.media_type }
        : {
            type: 'text',
            text: `${t('assistant:prompt.attachedFile', { name: file.name, type: file.media_type })}\n${file.text}`,
          },
    ),
  ];
}

/**
 * Sends the caller's message to the assistant (decision 0022): the caller's limit is checked, then in
 * one transaction as the caller the conversation is found (404 if not theirs), the message stored, and
 * the last 10 messages and the caller's snapshot read (row-level security decides what the model
 * may see); then the answer streams back. Without keys the offline assistant answers from the
 * same transaction instead. Attached files (decision 0032) are checked before anything is stored;
 * they go to the model with the question, and the message keeps their names, types and sizes.
 */
export async function sendMessage(
  deps: Pick<Deps, 'db' | 'assistant'>,
  caller: Caller,
  conversationId: string,
  input: SendAssistantMessageInput,
  context: { t: TFunction; log: Logger; lang: string },
): Promise<Response> {
  const { t } = context;
  const pool = deps.assistant.pool;
  const timeZone = input.time_zone ?? DEFAULT_TIME_ZONE;
  const attached = input.attachments ?? [];
  // The offline assistant answers from the portal's data: it cannot read a file.
  if (attached.length > 0 && !pool)
    throw new AppError('BAD_REQUEST', { message: 'assistant:errors.attachmentsNeedModel' });
  const files = await readAttachments(attached);
  // Before the transaction: the limiter takes a connection of its own from the same pool, and
  // asking for it while holding one deadlocked the portal once as many messages as the pool has
  // connections arrived together (bench/assistant.ts, 20 conversations on a pool of 10).
  await limitRequests(deps.assistant.limiter, caller);
  const prepared = await asCaller(deps.db, caller, async (tx) => {
    await findConversation(tx, conversationId);
    const asked = input.regenerate ? await dropLastAnswer(tx, conversationId) : null;
    const question = asked ?? input.text;
    if (asked === null) {
      await tx.insert(assistantMessages).values({
        conversationId,
        role: 'user',
        parts: [
          { type: 'text', text: input.text },
          ...(files.length > 0
            ? [{ type: 'data-attachments' as const, attachments: attachmentInfo(files) }]
            : []),
        ],
      });
    }
    await tx
      .update(assistantConversations)
      .set({ updatedAt: sql`now()` })
      .where(eq(assistantConversations.id, conversationId));
    const [history, [me], snapshot, [day], memory] = await Promise.all([
      // The offline reply reads only the question: no history to fetch.
      pool
        ? tx
            .select({ role: assistantMessages.role, parts: assistantMessages.parts })
            .from(assistantMessages)
            .where(eq(assistantMessages.conversationId, conversationId))
            .orderBy(desc(assistantMessages.seq))
            .limit(HISTORY_SENT)
        : [],
      tx.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.id, caller.id)),
      pool ? buildSnapshot(tx, caller.role) : null,
      tx
        .execute<{ today: string }>(
          sql`SELECT to_char((now() AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS today`,
        )
        .then((r) => r.rows),
      pool ? readMemoryContext(tx, caller, question) : undefined,
    ]);
    const name = me?.name || me?.email || caller.id;
    const messages = history
      .reverse()
      .map((m): ModelMessage => ({
        role: m.role,
        content: m.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n'),
      }))
      .filter((m) => m.content !== '');
    const asking = messages.findLastIndex((m) => m.role === 'user');
    if (files.length > 0 && asking >= 0)
      messages[asking] = { role: 'user', content: questionContent(t, question, files) };
    if (!pool) {
      const today = day?.today ?? '';
      const reply = await replyOffline(
        tx,
        { ...caller, name },
        { conversationId, text: question },
        { t, today, timeZone },
      );
      return { offline: reply } as const;
    }
    return {
      offline: null,
      today: day?.today ?? '',
      timeZone,
      system: systemPrompt(t, { ...caller, name }, snapshot!, day?.today ?? '', memory),
      knowledge: memory?.knowledge ?? [],
      messages,
    };
  });
  if (prepared.offline) {
    await rememberAnswer(deps.db, caller, { id: conversationId, language: context.lang, timeZone }, context);
    return streamOfflineReply(prepared.offline);
  }
  return streamAnswer(deps, pool!, { caller, conversationId, ...prepared, ...context });
}
