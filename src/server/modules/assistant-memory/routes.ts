import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createKnowledge } from './create-knowledge';
import { deleteAllMemories } from './delete-all-memories';
import { deleteKnowledge } from './delete-knowledge';
import { deleteMemory } from './delete-memory';
import { getProfile } from './get-profile';
import { listKnowledge } from './list-knowledge';
import { listMemories } from './list-memories';
import { resetProfile } from './reset-profile';
import * as r from './route-definitions';
import { updateKnowledge } from './update-knowledge';

export const assistantMemoryRoutes = createRouter()
  .openapi(...handle(r.listMemoriesRoute, ({ db, caller }) => listMemories(db, caller)))
  .openapi(...handle(r.deleteAllMemoriesRoute, ({ db, caller }) => deleteAllMemories(db, caller)))
  .openapi(...handle(r.deleteMemoryRoute, ({ db, caller, param }) => deleteMemory(db, caller, param.id)))
  .openapi(...handle(r.getProfileRoute, 'profile', ({ db, caller }) => getProfile(db, caller)))
  .openapi(...handle(r.resetProfileRoute, ({ db, caller }) => resetProfile(db, caller)))
  .openapi(...handle(r.listKnowledgeRoute, ({ db, caller, query }) => listKnowledge(db, caller, query)))
  .openapi(
    ...handle(r.createKnowledgeRoute, 'entry', ({ db, caller, json }) => createKnowledge(db, caller, json)),
  )
  .openapi(
    ...handle(r.updateKnowledgeRoute, 'entry', ({ db, caller, param, json }) =>
      updateKnowledge(db, caller, param.id, json),
    ),
  )
  .openapi(
    ...handle(r.deleteKnowledgeRoute, ({ db, caller, param }) => deleteKnowledge(db, caller, param.id)),
  );
