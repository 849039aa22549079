// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RealtimeClient } from '@/web/lib/realtime-client';
import { RealtimeContext } from '@/web/lib/realtime-context';
import { FakeSocket } from '@/web/lib/test-socket';
import { useTyping } from './use-typing';

const PROJECT = '2f0c6a52-3c1f-4f0e-9a51-2a0c7b1d9e44';

describe('useTyping', () => {
  it('does not spend its signal while the socket connects: the first key once connected tells the others', () => {
    let socket: FakeSocket | undefined;
    const client = new RealtimeClient({
      url: 'ws://portal.test/api/realtime',
      createSocket: (url) => (socket = new FakeSocket(url)),
    });
    client.start();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>
    );
    const { result } = renderHook(() => useTyping(PROJECT), { wrapper });
    const typingSent = () => socket!.sent.filter((m) => (m as { type: string }).type === 'typing');

    act(() => result.current.signal());
    expect(typingSent()).toEqual([]);
    socket!.welcome();
    act(() => result.current.signal());
    expect(typingSent()).toEqual([{ type: 'typing', project_id: PROJECT }]);
    // Then at most every few seconds.
    act(() => result.current.signal());
    expect(typingSent()).toHaveLength(1);
    client.stop();
  });
});
