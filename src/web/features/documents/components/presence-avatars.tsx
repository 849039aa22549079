import { useTranslation } from 'react-i18next';
import { initialOf } from '@/shared/domain/profile';
import type { Peer } from '../lib/use-collab-provider';

/** Who is in the document now (from the socket's awareness), each in their caret's colour. */
export function PresenceAvatars({ peers, viewerId }: { peers: Peer[]; viewerId: string | null }) {
  const { t } = useTranslation('documents');
  return (
    <ul className="flex -space-x-2" aria-label={t('editor.present')}>
      {peers.map((peer) => {
        const name = peer.id === viewerId ? t('editor.you', { name: peer.name }) : peer.name;
        return (
          <li
            key={peer.id}
            title={name}
            className="flex size-8 items-center justify-center rounded-full text-xs font-semibold text-white ring-2 ring-background"
            style={{ backgroundColor: peer.color }}
          >
            <span aria-hidden="true">{initialOf(peer.name, null)}</span>
            <span className="sr-only">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
