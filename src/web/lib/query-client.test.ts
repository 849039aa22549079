import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

/** A read whose answers are released by hand, in the order they were asked. */
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

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createQueryClient', () => {
  it('asks again when a change lands while the first read is under way', async () => {
    const client = createQueryClient();
    const reads = serverReads();
    const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: reads.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(reads.asked).toBe(1);

    reads.change('after');
    void client.invalidateQueries({ queryKey: ['list'] });
    expect(reads.asked).toBe(2);
    reads.answerAll();
    await settled();

    expect(observer.getCurrentResult().data).toBe('after');
    unsubscribe();
  });

  it('leaves a first read alone when nothing will be refetched', async () => {
    const client = createQueryClient();
    const reads = serverReads();
    const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: reads.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);

    void client.invalidateQueries({ queryKey: ['list'], refetchType: 'none' });
    reads.answerAll();
    await settled();

    expect(reads.asked).toBe(1);
    expect(observer.getCurrentResult().data).toBe('before');
    unsubscribe();
  });

  it('lets a read that nobody shows finish for the caller awaiting it', async () => {
    const client = createQueryClient();
    const reads = serverReads();
    const read = client.fetchQuery({ queryKey: ['list'], queryFn: reads.queryFn });

    void client.invalidateQueries({ queryKey: ['list'], refetchType: 'all' });
    reads.answerAll();

    await expect(read).resolves.toBe('before');
  });
});
