import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@scf/shared';
import type { App } from '@/app.ts';
import type { Db } from '@/db/client.ts';
import { DEMO_ACCOUNTS } from '@/db/demo-accounts.ts';
import { DEMO_ROLES } from '@/db/demo-access.ts';
import { loginAttempts, members, rolePermissions, roles, tenants, userRoles, users } from '@/db/schema.ts';
import { browser, passwordLogin } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { nextTransactionId } from './row-counts.ts';

/**
 * The callers of the fuzzing and the access matrix: a visitor and signed-in accounts, each with the
 * permission codes its demo role grants (demo-access.ts), which is what the access matrix expects
 * of it. Fuzzing calls every endpoint as these accounts, and some calls, being valid, change them:
 * an operator disables a user, strips a role, ends sessions; wrong passwords lock an account. The
 * cast keeps its shape: a caller whose session ended signs in again, and the accounts' rows (user,
 * roles, permissions, enterprise status, sign-in failures) are put back as they were whenever a
 * successful call changed them. Every sign-in comes from a fresh address so the fuzzing's failed
 * sign-ins from other addresses never ask it for an image code.
 */

/** What a caller is to the platform: the services' own rules (beyond the guards) depend on it. */
export type Party = 'visitor' | 'enterprise' | 'unverified' | 'institution' | 'operator';

export interface ActorSpec {
  /** `visitor`, or `<tenant>/<account>`. */
  label: string;
  party: Party;
  tenant: string;
  /** Null for the visitor. */
  account: string | null;
  password: string | null;
  permissions: ReadonlySet<string>;
}

export const VISITOR: ActorSpec = {
  label: 'visitor',
  party: 'visitor',
  tenant: 'T001',
  account: null,
  password: null,
  permissions: new Set(),
};

/** A demo account, with its role's permission codes from demo-access.ts. */
export function demoActor(account: string, tenant: string): ActorSpec {
  const demo = DEMO_ACCOUNTS.find((a) => a.account === account && a.tenantCode === tenant);
  if (!demo) throw new Error(`${tenant}/${account} is no demo account`);
  return roleActor(account, tenant, demo.password, demo.roleCode);
}

/** An account holding one demo role (also for accounts a test adds, such as a second enterprise). */
export function roleActor(account: string, tenant: string, password: string, roleCode: string): ActorSpec {
  const role = DEMO_ROLES.find((r) => r.code === roleCode);
  if (!role) throw new Error(`${roleCode} is no demo role`);
  const party: Party =
    roleCode === 'toVerified'
      ? 'unverified'
      : roleCode === 'financeOrg'
        ? 'institution'
        : roleCode === 'operator'
          ? 'operator'
          : 'enterprise';
  return {
    label: `${tenant}/${account}`,
    party,
    tenant,
    account,
    password,
    permissions: new Set(role.permissions),
  };
}

/** Replies meaning the caller's session is gone or locked: sign in again before the next call. */
const SESSION_ENDED: ReadonlySet<number> = new Set([
  ERROR_CODES.PAGE_EXPIRED,
  ERROR_CODES.SESSION_INVALID,
  ERROR_CODES.KICKED,
  ERROR_CODES.LOCKED,
]);

export function errorNo(response: LightMyRequestResponse): number | undefined {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return undefined;
  try {
    const body = response.json() as { error_no?: unknown };
    return typeof body.error_no === 'number' ? body.error_no : undefined;
  } catch {
    return undefined;
  }
}

interface IdentitySnapshot {
  users: (typeof users.$inferSelect)[];
  members: { id: number; status: string }[];
  userRoles: (typeof userRoles.$inferSelect)[];
  roles: (typeof roles.$inferSelect)[];
  rolePermissions: (typeof rolePermissions.$inferSelect)[];
}

/** The columns of a user that decide whether and as whom it signs in. */
const identityOf = (u: typeof users.$inferSelect) => ({
  status: u.status,
  passwordHash: u.passwordHash,
  passwordIsDefault: u.passwordIsDefault,
  tenantId: u.tenantId,
  account: u.account,
  userType: u.userType,
  rawRoleCode: u.rawRoleCode,
  roleCode: u.roleCode,
  memberId: u.memberId,
  institutionId: u.institutionId,
});

export class Cast {
  readonly specs: ActorSpec[];
  private readonly app: App;
  private readonly db: Db;
  private readonly clients = new Map<string, Browser>();
  private snapshot: IdentitySnapshot | undefined;
  private userIds: number[] = [];
  private addressCount = 0;
  /** The next transaction id when the accounts were last found intact: nothing written since, no look needed. */
  private intactAt = '';
  /** Sign-ins made, restorations of the accounts' rows made. */
  signIns = 0;
  restorations = 0;

  constructor(app: App, db: Db, specs: ActorSpec[]) {
    this.app = app;
    this.db = db;
    this.specs = specs;
  }

  /** Records the accounts' rows as they are now: what `restore` puts back. */
  async start(): Promise<void> {
    const accounts = this.specs.filter((s) => s.account !== null);
    const rows = await this.db
      .select({ id: users.id, account: users.account, tenant: tenants.code })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId));
    this.userIds = accounts.map((spec) => {
      const row = rows.find((r) => r.account === spec.account && r.tenant === spec.tenant);
      if (!row) throw new Error(`${spec.label} is not in the database`);
      return row.id;
    });
    this.snapshot = await this.readIdentities();
  }

  private async readIdentities(): Promise<IdentitySnapshot> {
    const userRows = await this.db.select().from(users).where(inArray(users.id, this.userIds));
    const memberIds = userRows.flatMap((u) => (u.memberId === null ? [] : [u.memberId]));
    const roleLinks = await this.db.select().from(userRoles).where(inArray(userRoles.userId, this.userIds));
    // The roles of the snapshot, also when a call since removed them from the user.
    const roleIds = [
      ...new Set([...(this.snapshot?.roles.map((r) => r.id) ?? []), ...roleLinks.map((l) => l.roleId)]),
    ];
    return {
      users: userRows.sort((a, b) => a.id - b.id),
      members: (
        await this.db
          .select({ id: members.id, status: members.status })
          .from(members)
          .where(inArray(members.id, memberIds.length ? memberIds : [-1]))
      ).sort((a, b) => a.id - b.id),
      userRoles: roleLinks.sort((a, b) => a.userId - b.userId || a.roleId - b.roleId),
      roles: (
        await this.db
          .select()
          .from(roles)
          .where(inArray(roles.id, roleIds.length ? roleIds : [-1]))
      ).sort((a, b) => a.id - b.id),
      rolePermissions: (
        await this.db
          .select()
          .from(rolePermissions)
          .where(inArray(rolePermissions.roleId, roleIds.length ? roleIds : [-1]))
      ).sort((a, b) => a.roleId - b.roleId || a.permissionCode.localeCompare(b.permissionCode)),
    };
  }

  private static fingerprint(s: IdentitySnapshot): string {
    return JSON.stringify({
      users: s.users.map(identityOf),
      members: s.members,
      userRoles: s.userRoles,
      roles: s.roles.map(({ id, tenantId, code, status }) => ({ id, tenantId, code, status })),
      rolePermissions: s.rolePermissions,
    });
  }

  /** Whether a call changed the accounts; if so, puts them back and signs everyone in again. */
  async keepIdentities(): Promise<boolean> {
    const snapshot = this.snapshot;
    if (!snapshot) throw new Error('Cast.start() first');
    const next = await nextTransactionId(this.db);
    if (next === this.intactAt) return false;
    const intact = Cast.fingerprint(await this.readIdentities()) === Cast.fingerprint(snapshot);
    if (!intact) await this.restore();
    this.intactAt = await nextTransactionId(this.db);
    return !intact;
  }

  /** Puts the accounts' rows back as `start` found them and forgets every session. */
  async restore(): Promise<void> {
    const snapshot = this.snapshot;
    if (!snapshot) throw new Error('Cast.start() first');
    const roleIds = snapshot.roles.map((r) => r.id);
    await this.db.transaction(async (tx) => {
      for (const role of snapshot.roles) {
        await tx
          .insert(roles)
          .overridingSystemValue()
          .values(role)
          .onConflictDoUpdate({
            target: roles.id,
            set: { tenantId: role.tenantId, code: role.code, status: role.status },
          });
      }
      for (const user of snapshot.users)
        await tx.update(users).set(identityOf(user)).where(eq(users.id, user.id));
      for (const member of snapshot.members) {
        await tx.update(members).set({ status: member.status }).where(eq(members.id, member.id));
      }
      await tx.delete(userRoles).where(inArray(userRoles.userId, this.userIds));
      if (snapshot.userRoles.length) await tx.insert(userRoles).values(snapshot.userRoles);
      await tx.delete(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
      if (snapshot.rolePermissions.length) await tx.insert(rolePermissions).values(snapshot.rolePermissions);
      const accounts = this.specs.flatMap((s) => (s.account === null ? [] : [s.account]));
      await tx.delete(loginAttempts).where(inArray(loginAttempts.account, accounts));
    });
    this.restorations += 1;
    this.clients.clear();
  }

  /** A new client address for every sign-in (see the file comment). */
  private nextAddress(): string {
    this.addressCount += 1;
    return `10.${(this.addressCount >> 16) & 255}.${(this.addressCount >> 8) & 255}.${this.addressCount & 255}`;
  }

  private async signIn(spec: ActorSpec): Promise<Browser> {
    const client = browser(this.app, this.nextAddress());
    if (spec.account === null || spec.password === null) {
      await client.get('/health');
      return client;
    }
    const attempt = () =>
      passwordLogin(client, {
        account: spec.account as string,
        password: spec.password as string,
        tenantId: spec.tenant,
      });
    this.signIns += 1;
    let response = await attempt();
    if (response.statusCode !== 200) {
      // A call before this one broke the account (disabled, locked, new password): put it back.
      await this.restore();
      response = await attempt();
    }
    if (response.statusCode !== 200) throw new Error(`sign-in of ${spec.label} failed: ${response.body}`);
    return client;
  }

  /** The caller's client, signed in (again) when needed. */
  async client(spec: ActorSpec): Promise<Browser> {
    let client = this.clients.get(spec.label);
    if (!client) {
      client = await this.signIn(spec);
      this.clients.set(spec.label, client);
    }
    return client;
  }

  /** Forgets a caller's session: its next call signs in again. */
  forget(spec: ActorSpec): void {
    this.clients.delete(spec.label);
  }

  /**
   * One call as `spec`. A reply that ends the caller's session makes it sign in again next time; a
   * successful call that changed the accounts is undone (the reply is still the call's own).
   */
  async send(
    spec: ActorSpec,
    options: InjectOptions,
    { keep = true }: { keep?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const client = await this.client(spec);
    const response = await client.request(options);
    const code = errorNo(response);
    if (code !== undefined && SESSION_ENDED.has(code)) this.forget(spec);
    // `keep: false`: the caller looks at what the call changed first, then calls keepIdentities.
    if (keep && code === ERROR_CODES.OK && options.method !== 'GET') await this.keepIdentities();
    return response;
  }
}
