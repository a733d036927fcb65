import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { ClientBase, Notification } from 'pg';
import type { Db } from '@/db/client.ts';

/**
 * The channel on which the database announces each statement that wrote one of the tables that
 * caches hold (migration 0014: a statement trigger sends the table's name, at commit, to every
 * listening server instance, whichever instance or script made the write).
 */
export const CHANGE_CHANNEL = 'table_changed';

/** How long to wait before listening again after the listening connection was lost. */
const RELISTEN_MS = 1_000;

/**
 * What a server instance has heard of the writes to its database. `version` changes whenever one of
 * the given tables is written and whenever listening starts again (a write may have gone unheard
 * while it was down); it is null while the instance is not listening, when nothing may be kept.
 */
export interface ChangeFeed {
  version(tables: readonly string[]): number | null;
  /**
   * Calls `listener` with the key of each written row of `table` whose trigger names rows
   * (`table:key`, migration 0015) rather than the table; such writes leave the table's count alone.
   */
  onRow(table: string, listener: (key: string) => void): void;
  close(): Promise<void>;
}

/** Counts of heard writes per table; every count, and the restarts, only go up. */
export function changeCounts() {
  const writes = new Map<string, number>();
  const rowListeners = new Map<string, ((key: string) => void)[]>();
  let restarts = 0;
  let listening = false;
  return {
    /** A notice's payload: a table's name, or a row's (`table:key`). */
    heard(payload: string) {
      const colon = payload.indexOf(':');
      if (colon < 0) {
        writes.set(payload, (writes.get(payload) ?? 0) + 1);
        return;
      }
      const key = payload.slice(colon + 1);
      for (const listener of rowListeners.get(payload.slice(0, colon)) ?? []) listener(key);
    },
    onRow(table: string, listener: (key: string) => void) {
      rowListeners.set(table, [...(rowListeners.get(table) ?? []), listener]);
    },
    listening(on: boolean) {
      if (on && !listening) restarts++;
      listening = on;
    },
    version(tables: readonly string[]): number | null {
      if (!listening) return null;
      let sum = restarts;
      for (const table of tables) sum += writes.get(table) ?? 0;
      return sum;
    },
  };
}

const feeds = new WeakMap<Db, { feed: ChangeFeed; keepReads: boolean }>();

/** The feed of a database handle; none for a transaction or a handle opened without one. */
export const changeFeedOf = (db: Db): ChangeFeed | undefined => feeds.get(db)?.feed;

/**
 * The feed of a handle that keeps reads (KEEP_READS): the lists' pages, the dashboards and the
 * sessions are kept only through this. The lists' totals follow `changeFeedOf` whatever the setting.
 */
export const keptReadsFeedOf = (db: Db): ChangeFeed | undefined => {
  const attached = feeds.get(db);
  return attached?.keepReads ? attached.feed : undefined;
};

export function attachChangeFeed(db: Db, feed: ChangeFeed, { keepReads = true } = {}): void {
  feeds.set(db, { feed, keepReads });
}

/**
 * Listens on its own connection, whose loss the feed must see: when it fails the feed reads null at
 * once, and listening starts again after RELISTEN_MS for as long as the database is open. Each of
 * the pool's connections listens too (`watch`, before the pool lends it out), because PostgreSQL tells a session of its own
 * notices before the statement's reply: a write through this instance is then heard before it
 * returns, as under PGlite, and the instance's next read cannot find the page from before it.
 */
export function postgresChangeFeed(
  url: string,
): ChangeFeed & { watch(connection: ClientBase): Promise<void> } {
  const counts = changeCounts();
  let closed = false;
  let client: Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const hear = (message: Notification) => {
    if (message.channel === CHANGE_CHANNEL && message.payload) counts.heard(message.payload);
  };

  const lost = (which: Client) => {
    if (which !== client) return;
    counts.listening(false);
    client = null;
    which.end().catch(() => {});
    if (!closed) retry = setTimeout(listen, RELISTEN_MS);
  };

  async function listen() {
    retry = null;
    if (closed) return;
    const next = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', hear);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client === next) counts.listening(true);
    } catch {
      lost(next);
    }
  }

  void listen();
  return {
    version: (tables) => counts.version(tables),
    onRow: (table, listener) => counts.onRow(table, listener),
    async watch(connection) {
      connection.on('notification', hear);
      await connection.query(`LISTEN ${CHANGE_CHANNEL}`);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      counts.listening(false);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

/** PGlite runs in this process alone, so its notices are all there is to hear. */
export function pgliteChangeFeed(pglite: PGlite): ChangeFeed {
  const counts = changeCounts();
  let closed = false;
  const unlisten = pglite
    .listen(CHANGE_CHANNEL, (table) => counts.heard(table))
    .then((stop) => {
      if (!closed) counts.listening(true);
      return stop;
    })
    .catch(() => undefined);
  return {
    version: (tables) => counts.version(tables),
    onRow: (table, listener) => counts.onRow(table, listener),
    async close() {
      closed = true;
      counts.listening(false);
      const stop = await unlisten;
      if (stop && !pglite.closed) await stop().catch(() => {});
    },
  };
}
