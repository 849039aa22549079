/**
 * Reads the Yjs update a Hocuspocus message carries, if any: `[documentName: varString]
 * [type: varUint]` then, for a sync message (0, or 4 = sync reply), `[syncType: varUint]` and for
 * sync step 2 (1) or an update (2) `[update: varUint8Array]` (lib0 encoding, y-protocols/sync).
 */
export function updateInMessage(data: Uint8Array): Uint8Array | null {
  let pos = 0;
  const varUint = (): number => {
    let value = 0;
    let shift = 0;
    for (;;) {
      if (pos >= data.length) throw new RangeError('truncated message');
      const byte = data[pos++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
      if (shift > 49) throw new RangeError('varint too long');
    }
  };
  const bytes = (): Uint8Array => {
    const length = varUint();
    if (pos + length > data.length) throw new RangeError('truncated message');
    const out = data.subarray(pos, pos + length);
    pos += length;
    return out;
  };
  try {
    bytes(); // the document's name
    const type = varUint();
    if (type !== 0 && type !== 4) return null;
    const syncType = varUint();
    if (syncType !== 1 && syncType !== 2) return null;
    const update = bytes();
    // An empty update (no structs, empty delete set) changes nothing.
    return update.length <= 2 ? null : update;
  } catch {
    return null;
  }
}
