import { randomUUID } from 'node:crypto';
import {
  createUIMessageStream,
  createUIMessageStreamResponse,
  stepCountIs,
  streamText,
  type ModelMessage,
  type UIMessage,
} from 'ai';
import type { TFunction } from 'i18next';
import { EmptyAnswerError, assistantErrorKey } from '../../../ai/errors';
import { GENERATION_SETTINGS, geminiModel } from '../../../ai/gemini';
import type { KeyPool } from '../../../ai/key-pool';
import type { Caller } from '../../../db/client';
import type { Deps } from '../../../lib/context';
import type { Logger } from '../../../lib/logger';
import type { KnowledgeCitation } from '../../../../shared/schemas/assistant-memory';
import { rememberAnswer } from '../../assistant-memory/remember-conversation';
import { citedEntries, type CitableEntry } from '../../assistant-memory/read-memory-context';
import { actionTools } from './action-tools';
import { reportTools } from './report-tool';
import { storeAnswer } from './store-answer';

/** A tool call and the answer after it (an offered action, then the model's words about it). */
const MAX_STEPS = 3;

export interface AnswerRequest {
  caller: Caller;
  conversationId: string;
  system: string;
  messages: ModelMessage[];
  t: TFunction;
  log: Logger;
  /** Today in the asker's time zone (YYYY-MM-DD), for the actions' dates. */
  today: string;
  timeZone: string;
  /** The caller's language (their profile's preference). */
  lang: string;
  /** The knowledge entries the prompt labels `[KB-n]`, for the answer's citations. */
  knowledge: CitableEntry[];
}

/**
 * The model's answer as the AI SDK's UI message stream (what `useChat` reads), written as it comes.
 * A key switch is told as a transient `data-notice` part; a failure as an `error` part with the
 * product's text (docs/product.md#error-messages) in the caller's language. The answer is stored when the model is done, also when the
 * client went away mid-stream (the generation runs to its end on the server).
 */
export function streamAnswer(deps: Pick<Deps, 'db' | 'assistant'>, pool: KeyPool, request: AnswerRequest) {
  const { t } = request;
  const answerId = randomUUID();
  const describe = (error: unknown) => t(assistantErrorKey(error));
  const stream = createUIMessageStream<UIMessage>({
    onError: describe,
    execute: async ({ writer }) => {
      const notice = () =>
        writer.write({ type: 'data-notice', data: { message: t('assistant:keySwitched') }, transient: true });
      const offered: string[] = [];
      const tools = {
        ...actionTools({
          db: deps.db,
          caller: request.caller,
          conversationId: request.conversationId,
          t,
          today: request.today,
          timeZone: request.timeZone,
          onOffer: (action) => {
            offered.push(action.id);
            writer.write({ type: 'data-action', id: action.id, data: action });
          },
        }),
        ...reportTools({ db: deps.db, caller: request.caller, t }),
      };
      const result = streamText({
        model: geminiModel(deps.assistant.gemini, pool, { onKeySwitch: notice }),
        system: request.system,
        messages: request.messages,
        tools,
        stopWhen: stepCountIs(MAX_STEPS),
        maxRetries: 0,
        ...GENERATION_SETTINGS,
        onError: () => undefined,
      });
      let text = '';
      let failure: unknown;
      let citations: KnowledgeCitation[] = [];
      try {
        const parts = result.toUIMessageStream({
          originalMessages: [],
          generateMessageId: () => answerId,
          sendFinish: false,
          onError: (error) => {
            failure = error;
            return describe(error);
          },
        });
        for await (const part of parts) {
          if (part.type === 'text-delta') text += part.delta;
          writer.write(part);
        }
        if (!failure && !text.trim() && offered.length === 0) {
          failure = new EmptyAnswerError();
          writer.write({ type: 'error', errorText: describe(failure) });
        }
        citations = citedEntries(text, request.knowledge);
        if (citations.length) writer.write({ type: 'data-citations', data: { citations } });
        if (!failure) writer.write({ type: 'finish' });
      } finally {
        if (failure) request.log.warn({ err: failure }, 'assistant answer failed');
        if (text.trim() || offered.length > 0) {
          await storeAnswer(deps.db, request.caller, {
            id: answerId,
            conversationId: request.conversationId,
            text,
            actionIds: offered,
            citations,
          }).then(
            () =>
              rememberAnswer(
                deps.db,
                request.caller,
                { id: request.conversationId, language: request.lang, timeZone: request.timeZone },
                request,
              ),
            (error: unknown) => request.log.error({ err: error }, 'assistant answer not stored'),
          );
        }
      }
    },
  });
  return createUIMessageStreamResponse({ stream });
}
