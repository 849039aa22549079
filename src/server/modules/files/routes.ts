import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { handle } from '../../lib/handle';
import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { deleteFile } from './delete-file';
import { downloadFile } from './download-file';
import { getQuota } from './get-quota';
import { listFiles } from './list-files';
import * as r from './route-definitions';
import { uploadFile } from './upload-file';

/**
 * The upload's bytes: on Node, straight from the socket's IncomingMessage, whose async iterator
 * reads only as fast as the store writes (backpressure), else the web request's body stream.
 */
function requestBody(c: Context): AsyncIterable<Uint8Array> | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ?? (c.req.raw.body as AsyncIterable<Uint8Array> | null);
}

/** Upload and download stream their bodies, so their handlers are written out (decision 0016). */
export const filesRoutes = createRouter()
  .openapi(r.uploadRoute, async (c) => {
    const length = c.req.header('content-length');
    const file = await uploadFile(c.var.deps, requireCaller(c), c.req.valid('param').id, {
      encodedName: c.req.header('x-file-name'),
      declaredSize: length === undefined ? undefined : Number(length),
      body: requestBody(c),
    });
    return c.json({ file }, 201);
  })
  .openapi(...handle(r.listRoute, ({ db, caller, param, query }) => listFiles(db, caller, param.id, query)))
  .openapi(...handle(r.quotaRoute, ({ db, caller }) => getQuota(db, caller)))
  .openapi(r.downloadRoute, async (c) => {
    const { id } = c.req.valid('param');
    const inline = c.req.valid('query').inline === '1';
    return (await downloadFile(c.var.deps, requireCaller(c), id, inline)) as never;
  })
  .openapi(...handle(r.deleteRoute, ({ deps, caller, param }) => deleteFile(deps, caller, param.id)));
