import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { updateInMessage } from './sync-message';

/** A message as the provider frames it: `[name][type][syncType][payload]` in lib0 varints. */
function frame(name: string, type: number, syncType: number | null, payload?: Uint8Array): Uint8Array {
  const varUint = (n: number) => {
    const out: number[] = [];
    while (n > 0x7f) {
      out.push((n & 0x7f) | 0x80);
      n = Math.floor(n / 128);
    }
    out.push(n);
    return out;
  };
  const nameBytes = [...new TextEncoder().encode(name)];
  return Uint8Array.from([
    ...varUint(nameBytes.length),
    ...nameBytes,
    ...varUint(type),
    ...(syncType === null ? [] : varUint(syncType)),
    ...(payload ? [...varUint(payload.length), ...payload] : []),
  ]);
}

describe('updateInMessage', () => {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, 'x'.repeat(300));
  const update = Y.encodeStateAsUpdate(doc);

  it('reads the update of a sync update and of sync step 2, also in a sync reply', () => {
    expect(updateInMessage(frame('doc:1', 0, 2, update))).toEqual(update);
    expect(updateInMessage(frame('doc:1', 0, 1, update))).toEqual(update);
    expect(updateInMessage(frame('doc:1', 4, 2, update))).toEqual(update);
  });

  it('ignores sync step 1, awareness, empty updates and malformed messages', () => {
    expect(updateInMessage(frame('doc:1', 0, 0, update))).toBeNull();
    expect(updateInMessage(frame('doc:1', 1, null, update))).toBeNull();
    expect(updateInMessage(frame('doc:1', 0, 2, Y.encodeStateAsUpdate(new Y.Doc())))).toBeNull();
    expect(updateInMessage(frame('doc:1', 0, 2, update).subarray(0, 20))).toBeNull();
    expect(updateInMessage(new Uint8Array([0xff]))).toBeNull();
  });
});
