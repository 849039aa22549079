import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests: the wire format the AWS SDK speaks, path-style
 * (`/bucket/key`), for PutObject, CreateMultipartUpload, UploadPart, CompleteMultipartUpload,
 * AbortMultipartUpload, GetObject, HeadObject and DeleteObject. Signatures and checksum headers
 * are ignored; `aws-chunked` bodies are decoded. Objects and open multipart uploads are kept in
 * memory so tests can see what the store holds.
 */
export interface FakeS3 {
  url: string;
  bucket: string;
  /** Stored objects by key. */
  objects: Map<string, Buffer>;
  /** Multipart uploads started and neither completed nor aborted, by upload id. */
  pending: Map<string, { key: string; parts: Map<number, Buffer> }>;
  /** Every operation served, in order (`PutObject`, `UploadPart`, …). */
  calls: string[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const chunked =
    /aws-chunked/.test(req.headers['content-encoding'] ?? '') ||
    String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
  return chunked ? decodeAwsChunked(raw) : raw;
}

/** `hex-size[;chunk-signature=…]\r\n<bytes>\r\n` … `0\r\n<trailers>\r\n\r\n`. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(raw.subarray(at, eol).toString('latin1').split(';')[0]!, 16);
    if (!size) break;
    out.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

const etagOf = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

function xml(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function noSuchKey(res: ServerResponse, method: string, key: string) {
  if (method === 'HEAD') {
    res.writeHead(404);
    res.end();
    return;
  }
  xml(res, 404, `<Error><Code>NoSuchKey</Code><Message>No such key</Message><Key>${key}</Key></Error>`);
}

export async function startFakeS3(bucket = 'websy-test'): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const pending = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const calls: string[] = [];

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const q = url.searchParams;
    const method = req.method ?? 'GET';
    if (bucketName !== bucket) {
      xml(res, 404, '<Error><Code>NoSuchBucket</Code><Message>No such bucket</Message></Error>');
      return;
    }
    if (method === 'POST' && q.has('uploads')) {
      calls.push('CreateMultipartUpload');
      await readBody(req);
      const uploadId = randomUUID();
      pending.set(uploadId, { key, parts: new Map() });
      xml(
        res,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      );
      return;
    }
    const uploadId = q.get('uploadId');
    if (uploadId !== null) {
      const upload = pending.get(uploadId);
      if (!upload) {
        await readBody(req);
        xml(res, 404, '<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>');
        return;
      }
      if (method === 'PUT') {
        calls.push('UploadPart');
        const data = await readBody(req);
        upload.parts.set(Number(q.get('partNumber')), data);
        res.writeHead(200, { etag: etagOf(data) });
        res.end();
      } else if (method === 'POST') {
        calls.push('CompleteMultipartUpload');
        const body = (await readBody(req)).toString('utf8');
        const numbers = [...body.matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
        const data = Buffer.concat(numbers.map((n) => upload.parts.get(n) ?? Buffer.alloc(0)));
        objects.set(key, data);
        pending.delete(uploadId);
        xml(
          res,
          200,
          `<CompleteMultipartUploadResult><Location>${url.origin}/${bucket}/${key}</Location><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etagOf(data)}</ETag></CompleteMultipartUploadResult>`,
        );
      } else if (method === 'DELETE') {
        calls.push('AbortMultipartUpload');
        pending.delete(uploadId);
        res.writeHead(204);
        res.end();
      }
      return;
    }
    if (method === 'PUT') {
      calls.push('PutObject');
      const data = await readBody(req);
      objects.set(key, data);
      res.writeHead(200, { etag: etagOf(data) });
      res.end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      calls.push(method === 'GET' ? 'GetObject' : 'HeadObject');
      const data = objects.get(key);
      if (!data) return noSuchKey(res, method, key);
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(data.length),
        etag: etagOf(data),
        'last-modified': new Date().toUTCString(),
      });
      res.end(method === 'GET' ? data : undefined);
      return;
    }
    if (method === 'DELETE') {
      calls.push('DeleteObject');
      objects.delete(key);
      res.writeHead(204);
      res.end();
      return;
    }
    xml(res, 405, '<Error><Code>MethodNotAllowed</Code><Message>Not supported</Message></Error>');
  }

  const server = createServer((req, res) => {
    serve(req, res).catch((error: Error) => {
      res.destroy(error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    pending,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
