import { and, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { websyKnowledgeBase } from '../../db/schema/assistant';
import {
  KNOWLEDGE_LIST_LIMIT,
  KNOWLEDGE_SEARCH_LIMIT,
  type KnowledgeQuery,
} from '../../../shared/schemas/assistant-memory';
import { searchTerm } from './derive-memory';
import { mentions, selectEntries } from './internal/knowledge-query';
import { presentEntry } from './present-memory';

/**
 * The knowledge entries the caller reads, newest first (at most 100), or a search (docs/product.md#validation/#limits:
 * 2 characters at least, by the first word longer than 2; at most 10), optionally of one project.
 */
export async function listKnowledge(db: Database, caller: Caller, query: KnowledgeQuery) {
  const rows = await asCaller(db, caller, (tx) =>
    selectEntries(
      tx,
      and(
        query.project_id ? eq(websyKnowledgeBase.projectId, query.project_id) : undefined,
        query.q ? mentions(searchTerm(query.q)) : undefined,
      ),
      query.q ? KNOWLEDGE_SEARCH_LIMIT : KNOWLEDGE_LIST_LIMIT,
    ),
  );
  return { entries: rows.map((row) => presentEntry(caller, row)) };
}
