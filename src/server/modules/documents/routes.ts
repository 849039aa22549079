import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createDocument } from './create-document';
import { createSnapshot } from './create-snapshot';
import { deleteDocument } from './delete-document';
import { getDocument } from './get-document';
import { getSnapshot } from './get-snapshot';
import { listDocuments } from './list-documents';
import { listSnapshots } from './list-snapshots';
import { renameDocument } from './rename-document';
import { restoreSnapshot } from './restore-snapshot';
import * as r from './route-definitions';

export const documentsRoutes = createRouter()
  .openapi(...handle(r.listRoute, ({ db, caller, param }) => listDocuments(db, caller, param.id)))
  .openapi(
    ...handle(r.createRoute, 'document', ({ db, caller, param, json }) =>
      createDocument(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.getRoute, 'document', ({ db, caller, param }) => getDocument(db, caller, param.id)))
  .openapi(
    ...handle(r.renameRoute, 'document', ({ db, caller, param, json }) =>
      renameDocument(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.deleteRoute, ({ deps, caller, param }) => deleteDocument(deps, caller, param.id)))
  .openapi(...handle(r.listSnapshotsRoute, ({ db, caller, param }) => listSnapshots(db, caller, param.id)))
  .openapi(
    ...handle(r.createSnapshotRoute, 'snapshot', ({ deps, caller, param, json }) =>
      createSnapshot(deps, caller, param.id, json),
    ),
  )
  .openapi(
    ...handle(r.getSnapshotRoute, 'snapshot', ({ db, caller, param }) =>
      getSnapshot(db, caller, param.id, param.snapshotId),
    ),
  )
  .openapi(
    ...handle(r.restoreSnapshotRoute, ({ deps, caller, c, param }) =>
      restoreSnapshot(deps, caller, c.var.t, param.id, param.snapshotId),
    ),
  );
