import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { COLLAB_PATH, collabDocumentName, DOCUMENT_FIELD } from '../../src/shared/schemas/documents';

/** Polls until `check` holds (or throws after `timeoutMs`). */
export async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A shared document opened as a browser would: a Hocuspocus provider on /collab with the session
 * cookie and the portal's Origin on the upgrade request (no token).
 */
export function openDocument(baseUrl: string, cookie: string | null, documentId: string) {
  const headers = { origin: baseUrl, ...(cookie && { cookie }) };
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string) {
      super(url, { headers });
      // A refused reconnection (401 once the session ended) is the provider's to report, not a crash.
      this.on('error', () => undefined);
    }
  }
  const doc = new Y.Doc();
  const state = { synced: false, denied: null as string | null, authenticated: false, closed: 0 };
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace(/^http/, 'ws')}${COLLAB_PATH}`,
    WebSocketPolyfill: BrowserLikeSocket,
    maxAttempts: 1,
    onClose: () => void (state.closed += 1),
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: collabDocumentName(documentId),
    document: doc,
    token: null,
    onSynced: () => void (state.synced = true),
    onAuthenticated: () => void (state.authenticated = true),
    onAuthenticationFailed: ({ reason }) => void (state.denied = reason),
  });
  provider.attach();
  const text = () => doc.getXmlFragment(DOCUMENT_FIELD).toString();
  return {
    doc,
    provider,
    state,
    text,
    /** Appends a paragraph with `content`, as the editor would. */
    type(content: string) {
      const fragment = doc.getXmlFragment(DOCUMENT_FIELD);
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText(content)]);
      fragment.insert(fragment.length, [paragraph]);
    },
    synced: () => until(() => state.synced, 'sync'),
    /** Every local edit acknowledged by the server. */
    acknowledged: () => until(() => state.synced && !provider.hasUnsyncedChanges, 'acknowledgements'),
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}
