import type { TFunction } from 'i18next';
import type { Caller } from '../../../db/client';
import { memoryPrompt, type MemoryContext } from '../../assistant-memory/read-memory-context';
import type { Snapshot } from './build-snapshot';

/**
 * The system prompt (docs/product.md#api-conventions: it holds the database context): who the assistant is, who asks,
 * the rules, and the caller's snapshot as compact JSON.
 */
export function systemPrompt(
  t: TFunction,
  caller: Caller & { name: string },
  snapshot: Snapshot,
  today: string,
  memory?: MemoryContext,
): string {
  const role = t(caller.role === 'admin' ? 'assistant:prompt.roleAdmin' : 'assistant:prompt.roleUser');
  return [
    t('assistant:prompt.intro'),
    t('assistant:prompt.caller', { name: caller.name, role, today }),
    t('assistant:prompt.rules'),
    t('assistant:prompt.actions'),
    t('assistant:prompt.data'),
    JSON.stringify(snapshot),
    ...memoryPrompt(t, memory),
  ].join('\n\n');
}
