import { createHash, randomFillSync } from 'node:crypto';
import type { Db } from '@/db/client.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findSession,
  touchSession,
  upsertSession,
} from '@/modules/session/repository.ts';
import type { SessionRow } from '@/modules/session/repository.ts';

/**
 * A statement that reads the session row and, in the same round trip, something that depends on it
 * (the user's roles: plugins/auth.ts): `companion` is undefined only when it was not read.
 */
export type SessionReader<T> = (
  db: Db,
  idHash: string,
) => Promise<{ row: SessionRow | undefined; companion: T }>;

/**
 * Server-side sessions kept only in the database: any number of instances sharing the database
 * serve any session. A session is read on demand (`await request.session.load()`) and gets a row
 * only once it holds something, so anonymous traffic and the health check cost no query.
 */

/** 32 random bytes in base64url: 43 characters. */
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is written at most this often, so a busy session is not a write per request. */
const TOUCH_INTERVAL_MS = 60_000;
/** How often one instance sweeps out expired rows, piggy-backing on the creation of a session. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Ids come from a pool of random bytes refilled 4 KiB at a time (as Node's randomUUID does): every
 * cookieless request gets an id, and one call into the CSPRNG per id was a visible cost.
 */
const ID_BYTES = 32;
const pool = Buffer.alloc(ID_BYTES * 128);
let poolOffset = pool.length;
function newSessionId(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += ID_BYTES;
  return pool.toString('base64url', poolOffset - ID_BYTES, poolOffset);
}
const hashId = (id: string) => createHash('sha256').update(id).digest('hex');
/**
 * The no-row mark of an id (see `Session.rowExists`): a value bound to the id, so a mark sent for
 * an earlier id (before a sign-in's regenerate) says nothing of the current one.
 */
const markOf = (id: string) => createHash('sha256').update(`no-row:${id}`).digest('base64url').slice(0, 22);

/** Per-instance settings of the session table; holds no session state. */
export class SessionStore {
  private lastSweep = 0;

  constructor(
    readonly db: Db,
    readonly ttlMs: number,
  ) {}

  expiry(now: Date): Date {
    return new Date(now.getTime() + this.ttlMs);
  }

  async sweepIfDue(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now.getTime();
    await deleteExpiredSessions(this.db, now);
  }
}

interface State {
  data: Record<string, unknown>;
  userId: number | null;
  tenantId: number | null;
  endedReason: string | null;
  /** A row exists for the current id. */
  persisted: boolean;
}

const emptyState = (): State => ({
  data: {},
  userId: null,
  tenantId: null,
  endedReason: null,
  persisted: false,
});

export class Session {
  readonly #store: SessionStore;
  #id: string;
  #cookieChanged: boolean;
  #state: State | null = null;
  #loading: Promise<void> | null = null;
  #dirty = false;
  /** The no-row mark the client sent, if any; it counts only while it matches the current id. */
  readonly #markSent: string | undefined;
  /** The mark of the id it was taken for: a public read checks it and its reply checks it again. */
  #markOfId: { id: string; mark: string } | undefined;
  /** The client presented a well-formed session cookie (a CSRF token can only match one of those). */
  readonly fromCookie: boolean;

  constructor(store: SessionStore, cookieValue: string | undefined, markValue?: string) {
    this.#store = store;
    this.fromCookie = cookieValue !== undefined && ID_PATTERN.test(cookieValue);
    this.#id = this.fromCookie ? (cookieValue as string) : newSessionId();
    this.#cookieChanged = !this.fromCookie;
    this.#markSent = markValue;
    if (!this.fromCookie) this.#state = emptyState();
  }

  /** The cookie value: what the client holds and what the CSRF token is bound to. */
  get id(): string {
    return this.#id;
  }

  /** The reply must (re)send the cookie: a new visitor, or an id changed by regenerate/destroy. */
  get cookieChanged(): boolean {
    return this.#cookieChanged;
  }

  /** Changed since loaded or saved; such sessions are saved before the reply goes out. */
  get isDirty(): boolean {
    return this.#dirty;
  }

  /**
   * Whether the id has a row, as far as this request knows: undefined when it was not read. The
   * plugin gives the client a mark of "no row" (`mark`) when false, and takes it back when true.
   */
  get rowExists(): boolean | undefined {
    return this.#state?.persisted;
  }

  /** The no-row mark of the current id. */
  get mark(): string {
    if (this.#markOfId?.id !== this.#id) this.#markOfId = { id: this.#id, mark: markOf(this.#id) };
    return this.#markOfId.mark;
  }

  /** The client sent the no-row mark of the current id. */
  get markHeld(): boolean {
    return this.#markSent !== undefined && this.#markSent === this.mark;
  }

  /**
   * `load()` for the public reads (content, catalogue), which need the session only to know whether
   * someone is signed in: when the client holds the no-row mark of its id, the session is taken as
   * empty without a read. A mark can only be wrong for an id whose row appeared after the mark was
   * given (a race of two replies of one visitor), and a signed-in session never has such an id: a
   * sign-in regenerates the id and saves its row before the client learns the id. So the worst a
   * wrong mark does is serve a visitor's page to a visitor. Never for what must see the row's data.
   */
  async loadForPublicRead(): Promise<this> {
    if (!this.#state && !this.#loading && this.markHeld) this.#state = emptyState();
    return this.load();
  }

  /** Reads the session row, once per request. Required before get/set and the user accessors. */
  async load(): Promise<this> {
    this.#loading ??= this.#read(findSession);
    await this.#loading;
    return this;
  }

  /**
   * `load()`, reading what `reader` adds in the same statement. Undefined when the session was read
   * before, or needs no read (a new visitor): the caller then reads that itself.
   */
  async loadWith<T>(reader: SessionReader<T>): Promise<T | undefined> {
    if (this.#loading) {
      await this.#loading;
      return undefined;
    }
    let companion: T | undefined;
    this.#loading = this.#read(async (db, idHash) => {
      const read = await reader(db, idHash);
      companion = read.companion;
      return read.row;
    });
    await this.#loading;
    return companion;
  }

  async #read(find: (db: Db, idHash: string) => Promise<SessionRow | undefined>): Promise<void> {
    if (this.#state) return;
    const { db } = this.#store;
    const idHash = hashId(this.#id);
    const row = await find(db, idHash);
    const now = new Date();
    if (!row || row.expiresAt <= now) {
      if (row) await deleteSession(db, idHash);
      this.#state = emptyState();
      return;
    }
    // A session ended by someone else (kick-out) keeps only the reason, so the client can be told.
    // The row may be kept and shared between requests (access/repository.ts): its data is copied.
    this.#state = row.endedReason
      ? { ...emptyState(), endedReason: row.endedReason, persisted: true }
      : {
          data: structuredClone(row.data),
          userId: row.userId,
          tenantId: row.tenantId,
          endedReason: null,
          persisted: true,
        };
    if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await touchSession(db, idHash, now, this.#store.expiry(now));
    }
  }

  #loaded(): State {
    if (!this.#state) throw new Error('Session not loaded: call `await request.session.load()` first');
    return this.#state;
  }

  get<T = unknown>(key: string): T | undefined {
    return this.#loaded().data[key] as T | undefined;
  }

  /** Setting undefined removes the key. */
  set(key: string, value: unknown): void {
    const state = this.#loaded();
    if (value === undefined) delete state.data[key];
    else state.data[key] = value;
    this.#dirty = true;
  }

  get userId(): number | null {
    return this.#loaded().userId;
  }

  set userId(value: number | null) {
    this.#loaded().userId = value;
    this.#dirty = true;
  }

  get tenantId(): number | null {
    return this.#loaded().tenantId;
  }

  set tenantId(value: number | null) {
    this.#loaded().tenantId = value;
    this.#dirty = true;
  }

  /** Why the session was ended by someone else, e.g. 'kicked'; null for a live session. */
  get endedReason(): string | null {
    return this.#loaded().endedReason;
  }

  /** Writes the session now; the plugin also saves a dirty session before the reply is sent. */
  async save(): Promise<void> {
    const state = this.#state;
    this.#dirty = false;
    if (!state) return;
    const empty = Object.keys(state.data).length === 0 && state.userId === null && state.tenantId === null;
    if (empty && !state.persisted) return;
    const now = new Date();
    await upsertSession(this.#store.db, {
      idHash: hashId(this.#id),
      tenantId: state.tenantId,
      userId: state.userId,
      data: state.data,
      lastSeenAt: now,
      expiresAt: this.#store.expiry(now),
    });
    state.endedReason = null;
    if (!state.persisted) {
      state.persisted = true;
      await this.#store.sweepIfDue(now);
    }
  }

  /**
   * A new id for the same data, the old row deleted: call at sign-in so that an id planted before
   * (session fixation) is worthless afterwards. The CSRF token changes with the id.
   */
  async regenerate(): Promise<void> {
    await this.load();
    const state = this.#loaded();
    if (state.persisted) await deleteSession(this.#store.db, hashId(this.#id));
    this.#id = newSessionId();
    this.#cookieChanged = true;
    state.persisted = false;
    state.endedReason = null;
    this.#dirty = true;
  }

  /** Ends the session: the row is deleted and the client gets a fresh, empty anonymous session. */
  async destroy(): Promise<void> {
    // Not loaded means a row may exist; loaded and never persisted means there is nothing to delete.
    if (this.#state?.persisted !== false) await deleteSession(this.#store.db, hashId(this.#id));
    this.#id = newSessionId();
    this.#cookieChanged = true;
    this.#state = emptyState();
    this.#loading = null;
    this.#dirty = false;
  }
}
