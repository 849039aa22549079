import { describe, expect, it } from 'vitest';
import { realtimeUrl, reconnectDelay } from './realtime-socket';

describe('reconnect schedule (docs/product.md#lifecycles, #limits)', () => {
  it('waits 1, 2, 5, 10 s, then 10 s for ever', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map((n) => reconnectDelay(n))).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('treats odd attempts as the first one', () => {
    expect(reconnectDelay(-3)).toBe(1000);
    expect(reconnectDelay(1.7)).toBe(2000);
  });
});

describe('realtimeUrl', () => {
  it('uses the same origin over ws or wss', () => {
    expect(realtimeUrl('http://127.0.0.1:5173')).toBe('ws://127.0.0.1:5173/api/realtime');
    expect(realtimeUrl('https://portal.agencia.es')).toBe('wss://portal.agencia.es/api/realtime');
  });
});
