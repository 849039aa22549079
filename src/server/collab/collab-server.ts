import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Document } from '@hocuspocus/server';
import { URLSearchParams } from 'node:url';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import type { Auth } from '../auth/auth';
import { authenticateUpgrade } from '../auth/authenticate-upgrade';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { collabDocumentName, DOCUMENT_FIELD } from '../../shared/schemas/documents';
import { REALTIME_TIMINGS } from '../../shared/realtime';
import { watchCollabAccess, type WatchedContext } from './access-watch';
import { documentIdOf, openableDocument } from './collab-access';
import { createDocumentPersistence } from './document-persistence';
import { createDocumentPresence } from './document-presence';
import { redisExtension } from './document-relay';
import { updateInMessage } from './sync-message';
import { closeAll, socketGuard } from '../realtime/socket-guard';
import { createUpdateLog } from './update-log';

/** What every hook of a connection knows: who opened it, with which session, and which document. */
type CollabContext = WatchedContext;

/** A whole document's state fits (pasted images are files, not part of it). */
export const COLLAB_MAX_PAYLOAD_BYTES = 8 * 1024 * 1024;
/** Messages one socket may send in a window (edits and cursors of a fast typist are far fewer). */
export const COLLAB_MESSAGE_LIMIT = { points: 1000, durationSeconds: 10 };

/** Refused in onAuthenticate: the provider reports `permission-denied`. */
const forbidden = () => Object.assign(new Error('forbidden'), { reason: 'permission-denied' });

/**
 * Shared documents on /collab: Hocuspocus without a listener of its own, fed the upgrades the
 * HTTP server routes here. A socket is authenticated by the session cookie of its upgrade request
 * (origin checked), each document (`doc:<uuid>`) authorised for members only under row-level
 * security. Every update a client sends is appended to `editor_document_updates` before it is
 * applied and acknowledged (`beforeHandleMessage` is the hook Hocuspocus 3 awaits before applying
 * a message; `onChange` runs after the acknowledgement), so a killed server loses no acknowledged
 * edit; the debounced store merges the log into `editor_documents.ydoc` and prunes it.
 */
export function createCollabServer(deps: {
  auth: Auth;
  db: Database;
  logger: Logger;
  allowedOrigins: string[];
  /**
   * Redis (REDIS_URL): edits and awareness of a document open on several instances travel between
   * them through it (Hocuspocus's own extension), and their stores take turns under its lock.
   * Without it, one instance serves every editor.
   */
  redisUrl?: string;
}) {
  const redis = deps.redisUrl ? redisExtension(deps.redisUrl, deps.logger) : undefined;
  // A bigger frame closes the socket with 1009 (ws enforces maxPayload).
  const wss = new WebSocketServer({ noServer: true, maxPayload: COLLAB_MAX_PAYLOAD_BYTES });
  const guard = socketGuard(COLLAB_MESSAGE_LIMIT);
  const persistence = createDocumentPersistence(deps.db);
  const log = createUpdateLog(deps.db);
  const presence = createDocumentPresence(deps.db, deps.logger);
  const idOf = (name: string) => documentIdOf(name)!;

  const hocuspocus = new Hocuspocus({
    name: 'websy-collab',
    quiet: true,
    extensions: redis ? [redis] : [],
    debounce: 2000,
    maxDebounce: 10_000,
    async onAuthenticate({ documentName, context, connectionConfig }) {
      const { user } = context as CollabContext;
      const documentId = documentIdOf(documentName);
      if (!documentId || !(await openableDocument(deps.db, user, documentId))) throw forbidden();
      // A "view as client" connection (docs/decisions/0054) reads the document and changes nothing.
      if (user.viewedBy) connectionConfig.readOnly = true;
      return { documentId };
    },
    async onLoadDocument({ documentName, document }) {
      if (!(await persistence.load(idOf(documentName), document))) throw forbidden();
    },
    async beforeHandleMessage({ documentName, update, connection }) {
      const documentId = idOf(documentName);
      const logged = connection.readOnly ? null : updateInMessage(update);
      await (logged ? log.append(documentId, logged) : log.settled(documentId));
    },
    async onStoreDocument({ documentName, document }) {
      await persistence.store(idOf(documentName), document);
    },
    async connected({ context }) {
      const { user, documentId } = context as CollabContext;
      if (documentId && !user.viewedBy) presence.enter(user.id, documentId);
    },
    async onDisconnect({ context }) {
      const { user, documentId } = context as CollabContext;
      if (documentId && !user.viewedBy) presence.leave(user.id, documentId);
    },
  });

  // Every open socket's session and access checked again on the realtime heartbeat's rhythm.
  const checkAccess = watchCollabAccess(hocuspocus, deps.db, deps.logger);
  const watch = setInterval(() => void checkAccess(), REALTIME_TIMINGS.heartbeatMs);
  watch.unref();

  /** Stores a loaded document now (under its save lock, after any pending debounced store). */
  const storeNow = (document: Document) =>
    hocuspocus.storeDocumentHooks(
      document,
      {
        clientsCount: document.getConnectionsCount(),
        context: {},
        document,
        documentName: document.name,
        instance: hocuspocus,
        requestHeaders: {},
        requestParameters: new URLSearchParams(),
        socketId: 'server',
      },
      true,
    );

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const session = await authenticateUpgrade(request, socket, deps);
    if (!session) return;
    const context: CollabContext = { user: session.user, sessionToken: session.sessionToken };
    wss.handleUpgrade(request, socket, head, (ws) => {
      // Counted before Hocuspocus reads it: a flood closes the socket with 1008.
      const allowed = guard(ws);
      // A frame over maxPayload (or broken framing) is reported as an 'error' on the socket, which
      // Hocuspocus does not listen to: unheard, it would be an uncaught exception. ws has already
      // sent the close frame with the code that says why (1009, 1002…).
      ws.on('error', () => undefined);
      ws.on('message', () => void allowed());
      hocuspocus.handleConnection(ws, request, context);
    });
  }

  return {
    handleUpgrade,
    /** Checks every open socket's session and access now (the heartbeat does it every 25 s). */
    checkAccess,
    /**
     * Replaces a document's content with `state`'s through the live document, so connected
     * editors see it, and stores it at once. The live document first takes in what PostgreSQL
     * holds: another instance's edits, unknown here, would otherwise escape the deletion and
     * reappear beside the restored content when that instance or this one stores.
     */
    async replaceContent(documentId: string, state: Uint8Array): Promise<void> {
      const connection = await hocuspocus.openDirectConnection(collabDocumentName(documentId), {});
      try {
        await log.settled(documentId);
        const stored = await persistence.read(documentId);
        const source = new Y.Doc();
        Y.applyUpdate(source, state);
        // TipTap writes elements and text only (no hooks).
        const incoming = source
          .getXmlFragment(DOCUMENT_FIELD)
          .toArray()
          .filter((node): node is Y.XmlElement | Y.XmlText => !(node instanceof Y.XmlHook));
        await connection.transact((document) => {
          // Applied on its own: an update applied inside the transaction below would mark it as
          // remote, and Yjs would then take this document's own insertions for another client's.
          if (stored) Y.applyUpdate(document, stored);
          const fragment = document.getXmlFragment(DOCUMENT_FIELD);
          fragment.delete(0, fragment.length);
          fragment.insert(
            0,
            incoming.map((node) => node.clone()),
          );
        });
      } finally {
        await connection.disconnect();
      }
    },
    /**
     * A document's content now: what PostgreSQL holds (the stored state with the log, where every
     * instance's acknowledged edits are) merged with the live document's when it is open here
     * (after the updates being logged are applied). Call it once the caller was authorised.
     */
    async currentState(documentId: string): Promise<Uint8Array> {
      const document = hocuspocus.documents.get(collabDocumentName(documentId));
      if (document) {
        await log.settled(documentId);
        await Promise.resolve();
      }
      const stored = (await persistence.read(documentId)) ?? Y.encodeStateAsUpdate(new Y.Doc());
      return document ? Y.mergeUpdates([stored, Y.encodeStateAsUpdate(document)]) : stored;
    },
    /** Closes every socket on a document (it was deleted). */
    closeDocument(documentId: string) {
      hocuspocus.closeConnections(collabDocumentName(documentId));
    },
    get connections() {
      return hocuspocus.getConnectionsCount();
    },
    /** Closes every socket, then stores every open document with whatever its log holds. */
    async close() {
      clearInterval(watch);
      const open = [...hocuspocus.documents.values()];
      hocuspocus.closeConnections();
      await closeAll(wss.clients);
      wss.close();
      await Promise.all(open.map((document) => log.settled(idOf(document.name))));
      await Promise.all(
        open.map((document) =>
          storeNow(document).catch((error: unknown) =>
            deps.logger.error({ err: error, document: document.name }, 'collab: store on close failed'),
          ),
        ),
      );
      await presence.close();
      await redis?.onDestroy();
    },
  };
}

export type CollabServer = ReturnType<typeof createCollabServer>;
