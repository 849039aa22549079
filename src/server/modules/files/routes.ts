import { handle } from '../../lib/handle';
import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { deleteFile } from './delete-file';
import { downloadFile } from './download-file';
import { getQuota } from './get-quota';
import { listFiles } from './list-files';
import * as r from './route-definitions';
import { uploadFile, uploadOf } from './upload-file';

/** A download streams the file's bytes, so its handler is written out (decision 0016). */
export const filesRoutes = createRouter()
  .openapi(
    ...handle(r.uploadRoute, 'file', ({ deps, caller, param, c }) =>
      uploadFile(deps, caller, param.id, uploadOf(c)),
    ),
  )
  .openapi(...handle(r.listRoute, ({ db, caller, param, query }) => listFiles(db, caller, param.id, query)))
  .openapi(...handle(r.quotaRoute, ({ db, caller }) => getQuota(db, caller)))
  .openapi(
    r.downloadRoute,
    async (c) =>
      (await downloadFile(
        c.var.deps,
        requireCaller(c),
        c.req.valid('param').id,
        c.req.valid('query'),
      )) as never,
  )
  .openapi(...handle(r.deleteRoute, ({ deps, caller, param }) => deleteFile(deps, caller, param.id)));
