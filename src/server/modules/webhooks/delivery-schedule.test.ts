import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAt, RETRY_SPAN_MS } from './delivery-schedule';

const queued = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(queued.getTime() + ms);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

describe('the retry schedule', () => {
  it('retries 5 s, 5 min, 30 min, 2 h, 5 h and 10 h after each failed attempt, then once at 24 h', () => {
    let last = queued;
    const times: number[] = [];
    for (let made = 1; made < MAX_ATTEMPTS; made += 1) {
      const next = nextAttemptAt(queued, made, last)!;
      times.push(next.getTime() - queued.getTime());
      last = next;
    }
    expect(times).toEqual([
      5 * S,
      5 * S + 5 * MIN,
      5 * S + 35 * MIN,
      5 * S + 2 * H + 35 * MIN,
      5 * S + 7 * H + 35 * MIN,
      5 * S + 17 * H + 35 * MIN,
      24 * H,
    ]);
    expect(MAX_ATTEMPTS).toBe(8);
  });

  it('is spent after the eighth attempt', () => {
    expect(nextAttemptAt(queued, 8, at(RETRY_SPAN_MS))).toBeNull();
    expect(nextAttemptAt(queued, 9, at(RETRY_SPAN_MS))).toBeNull();
  });

  it('never schedules a retry after the last one, however late the attempts ran', () => {
    expect(nextAttemptAt(queued, 6, at(20 * H))).toEqual(at(24 * H));
    expect(nextAttemptAt(queued, 7, at(30 * H))).toEqual(at(30 * H));
  });

  it('sends a delivery no attempt was made of at once', () => {
    expect(nextAttemptAt(queued, 0, at(3 * S))).toEqual(at(3 * S));
  });
});
