import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';
import { COLLAB_PATH, collabDocumentName } from '@/shared/schemas/documents';

/** Someone in the document, from the awareness state its caret publishes. */
export interface Peer {
  clientId: number;
  id: string;
  name: string;
  color: string;
}

function peersOf(states: { clientId: number; [key: string]: unknown }[]): Peer[] {
  const seen = new Set<string>();
  const peers: Peer[] = [];
  for (const { clientId, user } of states) {
    const candidate = user as Partial<Peer> | undefined;
    if (!candidate?.id || !candidate.name || seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    peers.push({ clientId, id: candidate.id, name: candidate.name, color: candidate.color ?? '' });
  }
  return peers;
}

/**
 * The document's collaboration socket (same origin, so the session cookie goes with it; no token):
 * its Y.Doc and awareness, the connection status, whether it ever synced, whether the server refused
 * it, and who is in the document. Destroyed when the component leaves or the document changes.
 */
export function useCollabProvider(documentId: string) {
  const [provider, setProvider] = useState<HocuspocusProvider | null>(null);
  const [status, setStatus] = useState<WebSocketStatus>(WebSocketStatus.Connecting);
  const [synced, setSynced] = useState(false);
  const [denied, setDenied] = useState(false);
  const [peers, setPeers] = useState<Peer[]>([]);

  useEffect(() => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const next = new HocuspocusProvider({
      url: `${scheme}://${window.location.host}${COLLAB_PATH}`,
      name: collabDocumentName(documentId),
      onStatus: ({ status: current }) => setStatus(current),
      onSynced: () => setSynced(true),
      onAuthenticationFailed: () => setDenied(true),
      onAwarenessChange: ({ states }) => setPeers(peersOf(states)),
    });
    setProvider(next);
    return () => {
      next.destroy();
      setProvider(null);
      setSynced(false);
      setPeers([]);
    };
  }, [documentId]);

  return { provider, status, synced, denied, peers };
}
