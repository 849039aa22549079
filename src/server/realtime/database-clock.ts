/**
 * The database's clock as this process estimates it. Change events are stamped by the database
 * (`clock_timestamp()` in the triggers), so the time a page began reading its data is taken on
 * the same clock: a catch-up then compares times of one clock, whichever instance drew the page
 * and whichever answers it. The change listener measures the offset each time it reads the
 * database's time (on connecting and on every keep-alive check, decision 0050).
 */
export function createDatabaseClock(localNow: () => number = Date.now) {
  /** The database's time minus this process's, in ms; 0 until first measured. */
  let offset = 0;
  return {
    /** Now, on the database's clock (ms since the epoch). */
    now: () => localNow() + offset,
    /**
     * Records a reading of the database's clock, `database`, taken by a query sent at local time
     * `sentAt` and answered at `answeredAt`: the reading is placed halfway between them.
     */
    observe(database: number, sentAt: number, answeredAt: number) {
      offset = database - (sentAt + answeredAt) / 2;
    },
  };
}
export type DatabaseClock = ReturnType<typeof createDatabaseClock>;
