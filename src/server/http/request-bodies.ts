import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../shared/errors';
import { AUTH_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from '../../shared/limits';
import { ASSISTANT_MESSAGE_BODY_LIMIT_BYTES } from '../../shared/schemas/assistant-attachments';
import type { AppEnv } from '../lib/context';

/** The one route whose body is a file's bytes, streamed under the upload limit. */
const FILE_UPLOAD_PATH = /^\/api\/projects\/[^/]+\/files$/;
const ASSISTANT_MESSAGE_PATH = /^\/api\/assistant\/conversations\/[^/]+\/messages$/;

/**
 * A body sent at the client's pace (a file upload, a message to the assistant): the request
 * deadline does not cut it.
 */
export const isClientPaced = (c: Context) =>
  c.req.method === 'POST' && (FILE_UPLOAD_PATH.test(c.req.path) || ASSISTANT_MESSAGE_PATH.test(c.req.path));

/**
 * Request bodies are bounded before anything reads them: the auth library's forms are small,
 * every other body is JSON; a file upload streams under its own limit (the files module).
 * The refused body is left unread, so the connection cannot carry another request: say so, or a
 * client would send its next request on a socket the server is about to close.
 */
export function limitRequestBodies(): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context): never => {
    c.header('Connection', 'close');
    throw new AppError('PAYLOAD_TOO_LARGE', { message: 'api:bodyTooLarge' });
  };
  const authBody = bodyLimit({ maxSize: AUTH_BODY_LIMIT_BYTES, onError: tooLarge });
  const jsonBody = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge });
  // A message to the assistant carries its attached files in base64 (decision 0032).
  const assistantBody = bodyLimit({ maxSize: ASSISTANT_MESSAGE_BODY_LIMIT_BYTES, onError: tooLarge });
  return (c, next) => {
    // GET and HEAD carry no body; asking for one would build a full Request per read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path.startsWith('/api/auth/')) return authBody(c, next);
    if (c.req.method === 'POST' && ASSISTANT_MESSAGE_PATH.test(c.req.path)) return assistantBody(c, next);
    if (c.req.method === 'POST' && FILE_UPLOAD_PATH.test(c.req.path)) return next();
    return jsonBody(c, next);
  };
}
