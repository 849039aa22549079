// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEditedRecord } from './use-dialog-form';

interface Note {
  id: string;
  version: number;
  text: string;
}

const A1: Note = { id: 'a', version: 1, text: 'primera' };
const A2: Note = { id: 'a', version: 2, text: 'segunda' };
const B1: Note = { id: 'b', version: 1, text: 'otra' };

function renderEdited(initial: { latest: Note | null; open: boolean }) {
  return renderHook(({ latest, open }) => useEditedRecord(latest, open), { initialProps: initial });
}

describe('useEditedRecord', () => {
  afterEach(cleanup);

  it('follows the query while closed', () => {
    const hook = renderEdited({ latest: A1, open: false });
    expect(hook.result.current).toMatchObject({ record: A1, changed: false });
    hook.rerender({ latest: A2, open: false });
    expect(hook.result.current).toMatchObject({ record: A2, changed: false });
  });

  it('holds the record it opened on when a newer version arrives, and says so', () => {
    const hook = renderEdited({ latest: A1, open: false });
    hook.rerender({ latest: A1, open: true });
    hook.rerender({ latest: A2, open: true });
    expect(hook.result.current).toMatchObject({ record: A1, changed: true });
  });

  it('opens on the latest version, even when it is already open on the first render', () => {
    const hook = renderEdited({ latest: A2, open: true });
    expect(hook.result.current).toMatchObject({ record: A2, changed: false });
  });

  it('starts again from the latest once closed and opened again', () => {
    const hook = renderEdited({ latest: A1, open: true });
    hook.rerender({ latest: A2, open: true });
    hook.rerender({ latest: A2, open: false });
    hook.rerender({ latest: A2, open: true });
    expect(hook.result.current).toMatchObject({ record: A2, changed: false });
  });

  it('takes another record opened in its place', () => {
    const hook = renderEdited({ latest: A1, open: true });
    hook.rerender({ latest: B1, open: true });
    expect(hook.result.current).toMatchObject({ record: B1, changed: false });
  });

  it('reloads to the record as saved now (a conflict’s `current`) and its version', () => {
    const hook = renderEdited({ latest: A1, open: true });
    hook.rerender({ latest: A2, open: true });
    act(() => hook.result.current.reload({ id: 'a', version: 2, text: 'segunda' }));
    expect(hook.result.current).toMatchObject({ record: A2, changed: false });
    // Another record's answer is not this one's.
    act(() => hook.result.current.reload({ id: 'b', version: 9, text: 'no' }));
    expect(hook.result.current.record).toMatchObject({ id: 'a', version: 2 });
  });
});
