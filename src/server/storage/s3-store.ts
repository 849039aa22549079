import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config';
import type { FileStore } from './file-store';

type S3Settings = NonNullable<Config['integrations']['s3']>;

/** 5 MiB, S3's smallest part: at most one part is held in memory while it is sent. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Any S3-compatible store. Uploads go as one PutObject when small, else as a multipart upload
 * that is aborted (its parts discarded) if the upload fails half-way.
 */
export function createS3Store(s3: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Checksums only where the API requires them: many S3-compatible stores refuse the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;
  return {
    kind: 's3',
    async put(key, body) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: Readable.from(body), ContentType: 'application/octet-stream' },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
