import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

/** A server whose answers are released by hand; each read answers what it held when asked. */
function serverReads() {
  const pending: (() => void)[] = [];
  let held = 'before';
  let asked = 0;
  return {
    queryFn: () => {
      asked += 1;
      const answer = held;
      return new Promise<string>((resolve) => pending.push(() => resolve(answer)));
    },
    change: (value: string) => (held = value),
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    get asked() {
      return asked;
    },
  };
}

// Past the answer's promise and the cache's batched notifications (each a timer of 0 ms).
const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

function watch(client: ReturnType<typeof createQueryClient>, queryFn: () => Promise<string>, retry = 1) {
  const observer = new QueryObserver(client, { queryKey: ['list'], queryFn, retry });
  const unsubscribe = observer.subscribe(() => undefined);
  return { data: () => observer.getCurrentResult().data, unsubscribe };
}

describe('createQueryClient', () => {
  it('reads again once a first read under way when a change landed has answered', async () => {
    const client = createQueryClient();
    const reads = serverReads();
    const list = watch(client, reads.queryFn);

    reads.change('after');
    void client.invalidateQueries({ queryKey: ['list'] });
    reads.answerAll();
    await settled();
    // What the first read brought shows at once; the second read is under way.
    expect(list.data()).toBe('before');
    expect(reads.asked).toBe(2);
    reads.answerAll();
    await settled();

    expect(list.data()).toBe('after');
    list.unsubscribe();
  });

  it('reads again once, however many changes land during the first read', async () => {
    const client = createQueryClient();
    const reads = serverReads();
    const list = watch(client, reads.queryFn);

    for (let change = 1; change <= 5; change++) {
      reads.change(`change ${change}`);
      void client.invalidateQueries({ queryKey: ['list'] });
    }
    reads.answerAll();
    await settled();
    reads.answerAll();
    await settled();

    expect(reads.asked).toBe(2);
    expect(list.data()).toBe('change 5');
    list.unsubscribe();
  });

  it('does not read again when nothing is to be refetched, nor after a failed read', async () => {
    const client = createQueryClient();
    const reads = serverReads();
    const list = watch(client, reads.queryFn);
    void client.invalidateQueries({ queryKey: ['list'], refetchType: 'none' });
    reads.answerAll();
    await settled();
    expect(reads.asked).toBe(1);
    list.unsubscribe();

    const failing = createQueryClient();
    let failures = 0;
    const broken = watch(
      failing,
      () => {
        failures += 1;
        return Promise.reject(new Error('down'));
      },
      0,
    );
    void failing.invalidateQueries({ queryKey: ['list'] });
    await settled();
    expect(failures).toBe(1);
    broken.unsubscribe();
  });

  it('lets a read that nobody shows answer the caller awaiting it', async () => {
    const client = createQueryClient();
    const reads = serverReads();
    const read = client.fetchQuery({ queryKey: ['list'], queryFn: reads.queryFn });

    void client.invalidateQueries({ queryKey: ['list'] });
    reads.answerAll();

    await expect(read).resolves.toBe('before');
  });
});
