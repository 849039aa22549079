import { mayReceive, type ChangeEvent } from './change-event';
import { subscriptionKey, type Connection } from './connection';

/** The sockets subscribed to one key: admins apart (they may see most rows), all by user. */
interface Subscribers {
  admins: Set<Connection>;
  byUser: Map<string, Set<Connection>>;
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  if (set?.delete(value) && set.size === 0) map.delete(key);
}

/**
 * The open sockets, indexed by subscription key and by user, so that an event touches only the
 * sockets that subscribed to its table or row and whose user is in its audience (or, for rows
 * admins may see, the admins'), never every socket.
 */
export function createSubscriberIndex() {
  const byKey = new Map<string, Subscribers>();
  const byUser = new Map<string, Set<Connection>>();
  let dispatches = 0;
  let open = 0;

  const unsubscribe = (conn: Connection, key: string) => {
    const subscribers = byKey.get(key);
    if (!conn.keys.delete(key) || !subscribers) return;
    subscribers.admins.delete(conn);
    removeFrom(subscribers.byUser, conn.user.id, conn);
    if (subscribers.admins.size === 0 && subscribers.byUser.size === 0) byKey.delete(key);
  };

  return {
    add(conn: Connection) {
      addTo(byUser, conn.user.id, conn);
      open += 1;
    },
    remove(conn: Connection) {
      for (const key of [...conn.keys]) unsubscribe(conn, key);
      if (byUser.get(conn.user.id)?.has(conn)) open -= 1;
      removeFrom(byUser, conn.user.id, conn);
    },
    subscribe(conn: Connection, key: string) {
      conn.keys.add(key);
      let subscribers = byKey.get(key);
      if (!subscribers) byKey.set(key, (subscribers = { admins: new Set(), byUser: new Map() }));
      if (conn.user.role === 'admin') subscribers.admins.add(conn);
      addTo(subscribers.byUser, conn.user.id, conn);
    },
    unsubscribe,
    /** The open sockets of one user. */
    ofUser(userId: string): ReadonlySet<Connection> {
      return byUser.get(userId) ?? new Set();
    },
    /** Calls `deliver` once for every socket subscribed to the event's table or row that may see it. */
    forEachRecipient(event: ChangeEvent, deliver: (conn: Connection) => void) {
      const stamp = ++dispatches;
      const visit = (conn: Connection) => {
        if (conn.lastDispatch === stamp) return;
        conn.lastDispatch = stamp;
        // The index narrows the candidates; the rule itself still decides.
        if (mayReceive(event, conn.user)) deliver(conn);
      };
      for (const key of [subscriptionKey(event.table), subscriptionKey(event.table, event.id)]) {
        const subscribers = byKey.get(key);
        if (!subscribers) continue;
        if (event.admins && event.table !== 'users') subscribers.admins.forEach(visit);
        for (const userId of event.audience) subscribers.byUser.get(userId)?.forEach(visit);
      }
    },
    get size() {
      return open;
    },
    *[Symbol.iterator]() {
      for (const set of byUser.values()) yield* set;
    },
  };
}
export type SubscriberIndex = ReturnType<typeof createSubscriberIndex>;
