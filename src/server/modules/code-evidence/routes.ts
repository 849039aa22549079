import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { getProjectCode } from './get-project-code';
import { linkEvidence } from './link-evidence';
import { listEvidence } from './list-evidence';
import * as r from './route-definitions';
import { unlinkEvidence } from './unlink-evidence';

export const codeEvidenceRoutes = createRouter()
  .openapi(
    ...handle(r.projectCodeRoute, 'code', ({ db, caller, deps, param }) =>
      getProjectCode(db, caller, deps.github, param.id),
    ),
  )
  .openapi(
    ...handle(r.listEvidenceRoute, 'evidence', ({ db, caller, param }) => listEvidence(db, caller, param.id)),
  )
  .openapi(
    ...handle(r.linkEvidenceRoute, 'evidence', ({ db, caller, deps, param, json }) =>
      linkEvidence(db, caller, deps.github, param.id, json),
    ),
  )
  .openapi(...handle(r.unlinkEvidenceRoute, ({ db, caller, param }) => unlinkEvidence(db, caller, param.id)));
