import { describe, expect, it } from 'vitest';
import { createDatabaseClock } from './database-clock';

describe('database clock', () => {
  it("is this process's clock until the database's is read", () => {
    const clock = createDatabaseClock(() => 1000);
    expect(clock.now()).toBe(1000);
  });

  it("follows the database's clock, the reading placed halfway through its query", () => {
    let local = 10_000;
    const clock = createDatabaseClock(() => local);
    // Sent at 10 000, answered at 10 040: the database said 12 500 at about 10 020.
    clock.observe(12_500, 10_000, 10_040);
    expect(clock.now()).toBe(12_480);
    local = 11_000;
    expect(clock.now()).toBe(13_480);
    // A database behind this process.
    clock.observe(9_000, 11_000, 11_000);
    expect(clock.now()).toBe(9_000);
  });
});
