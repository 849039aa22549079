import type { Hocuspocus } from '@hocuspocus/server';
import type { Caller, Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { liveSessionTokens } from '../realtime/live-sessions';
import { openableDocument } from './collab-access';

/** What the watch needs of a connection's context (set on upgrade and in onAuthenticate). */
export interface WatchedContext {
  user: Caller;
  sessionToken: string;
  documentId?: string;
}

/** Close codes the provider understands (Hocuspocus' Unauthorized and Forbidden). */
const SESSION_ENDED = { code: 4401, reason: 'Unauthorized' };
const ACCESS_ENDED = { code: 4403, reason: 'Forbidden' };

/**
 * An open document socket is checked again, as the realtime socket is on its heartbeat: its
 * session must still sign someone in (not signed out, revoked or expired, the user not
 * deactivated), and its user must still be able to open the document (a collaborator removed, the
 * project or the document deleted). One query for every session, one per user and document; a
 * connection that fails is closed, and its provider stops editing. If the check itself fails
 * (the database is away), connections stay: refusing everyone on a hiccup would lose edits.
 */
export function watchCollabAccess(hocuspocus: Hocuspocus, db: Database, logger: Logger) {
  return async function checkAccess(): Promise<void> {
    const open = [...hocuspocus.documents.values()].flatMap((document) => document.getConnections());
    const watched = open.filter(
      (connection) => (connection.context as WatchedContext | undefined)?.sessionToken,
    );
    if (watched.length === 0) return;
    try {
      const contexts = watched.map((connection) => connection.context as WatchedContext);
      const live = await liveSessionTokens(
        db,
        contexts.map((context) => context.sessionToken),
      );
      const allowed = new Map<string, Promise<boolean>>();
      const mayOpen = ({ user, documentId }: WatchedContext) => {
        if (!documentId) return Promise.resolve(false);
        const key = `${user.id}:${user.role}:${documentId}`;
        if (!allowed.has(key)) {
          allowed.set(
            key,
            openableDocument(db, user, documentId).then((found) => found !== null),
          );
        }
        return allowed.get(key)!;
      };
      await Promise.all(
        watched.map(async (connection) => {
          const context = connection.context as WatchedContext;
          if (!live.has(context.sessionToken)) return connection.close(SESSION_ENDED);
          if (!(await mayOpen(context))) connection.close(ACCESS_ENDED);
        }),
      );
    } catch (error) {
      logger.warn({ err: error }, 'collab: access could not be checked again');
    }
  };
}
