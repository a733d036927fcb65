// The people of a hard run, written straight into the database once the instances have migrated and
// seeded it: enterprises (a registration, its member and users, copied from the demo's comp01 with a
// new credit code) and institution users (copied from bank01, for the institutions that own the
// dialog's FSP products). The simplest reliable way: the back-office flows that create them have
// their own tests, and going through them would turn the set-up into the thing measured.
import { randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const scryptAsync = promisify(scrypt);

/**
 * The stored form of apps/server/src/modules/auth/password.ts (scrypt ln=14, r=8, p=5, PHC), at its
 * cost, so that the runs' sign-ins rehash nothing.
 */
export async function hashPassword(password) {
  const salt = randomBytes(16);
  const N = 2 ** 14;
  const key = await scryptAsync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 5, maxmem: 256 * N * 8 });
  const b64 = (bytes) => bytes.toString('base64').replace(/=+$/, '');
  return `$scrypt$ln=14,r=8,p=5$${b64(salt)}$${b64(key)}`;
}

/** The demo institutions whose users the load and fault runs copy. */
export const INSTITUTIONS = ['ORG_HCB', 'ORG_JNB', 'ORG_DXXD', 'ORG_CJRCB'];

export const DEMO = {
  comp01: 'Comp@12345',
  bank01: 'Bank@12345',
};

/** Columns of a table except those named, for INSERT … SELECT copies of a demo row. */
async function columnsExcept(client, table, except) {
  const { rows } = await client.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' AND identity_generation IS NULL
      ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name).filter((c) => !except.includes(c));
}

async function copyUser(client, templateAccount, tenantId, fields) {
  const names = Object.keys(fields);
  const columns = await columnsExcept(client, 'users', [
    ...names,
    'mobile',
    'email',
    'last_login_at',
    'created_at',
    'cert_no',
  ]);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const { rows } = await client.query(
    `INSERT INTO users (${list}, ${names.map((c) => `"${c}"`).join(', ')})
     SELECT ${list}, ${names.map((_, i) => `$${i + 3}`).join(', ')} FROM users WHERE tenant_id = $1 AND account = $2
     RETURNING id`,
    [tenantId, templateAccount, ...Object.values(fields)],
  );
  const userId = Number(rows[0].id);
  await client.query(
    `INSERT INTO user_roles (user_id, role_id)
     SELECT $1, r.role_id FROM user_roles r JOIN users u ON u.id = r.user_id WHERE u.tenant_id = $2 AND u.account = $3`,
    [userId, tenantId, templateAccount],
  );
  return userId;
}

/**
 * Creates `members` enterprises with `usersPerMember` users each (comp01 counts as the first user
 * of its own member) and `perInstitution` users for each institution code given (bank01 counts for
 * ORG_HCB). Every new account's password is `password`.
 */
export async function createPeople(
  databaseUrl,
  { members, usersPerMember, institutions, perInstitution, password },
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const hash = await hashPassword(password);
    const { rows: tenantRows } = await client.query(`SELECT id FROM tenants WHERE code = 'T001'`);
    const tenantId = Number(tenantRows[0].id);
    const { rows: demo } = await client.query(
      `SELECT u.id, u.member_id, m.registration_id FROM users u JOIN members m ON m.id = u.member_id
        WHERE u.tenant_id = $1 AND u.account = 'comp01'`,
      [tenantId],
    );
    const comp01 = demo[0];
    const enterprises = [
      {
        account: 'comp01',
        password: DEMO.comp01,
        memberId: Number(comp01.member_id),
        userId: Number(comp01.id),
      },
    ];
    const regColumns = await columnsExcept(client, 'registrations', [
      'uscc_code',
      'enterprise_name',
      'created_at',
      'updated_at',
    ]);
    const regList = regColumns.map((c) => `"${c}"`).join(', ');
    for (let m = 1; m <= members; m += 1) {
      const uscc = `91440300LD${String(m).padStart(7, '0')}X`;
      const name = `压测企业${String(m).padStart(3, '0')}有限公司`;
      const { rows: reg } = await client.query(
        `INSERT INTO registrations (${regList}, uscc_code, enterprise_name)
         SELECT ${regList}, $2, $3 FROM registrations WHERE id = $1 RETURNING id`,
        [comp01.registration_id, uscc, name],
      );
      const { rows: member } = await client.query(
        `INSERT INTO members (tenant_id, uscc_code, enterprise_name, registration_id) VALUES ($1, $2, $3, $4) RETURNING id`,
        [tenantId, uscc, name, reg[0].id],
      );
      const memberId = Number(member[0].id);
      for (let u = 1; u <= usersPerMember; u += 1) {
        const account = `ld${String(m).padStart(3, '0')}u${u}`;
        const userId = await copyUser(client, 'comp01', tenantId, {
          account,
          name: `${name.slice(0, 7)}用户${u}`,
          password_hash: hash,
          member_id: memberId,
          password_is_default: false,
        });
        enterprises.push({ account, password, memberId, userId });
      }
    }

    const { rows: bank } = await client.query(
      `SELECT u.id, u.institution_id, i.user_code FROM users u JOIN institutions i ON i.id = u.institution_id
        WHERE u.tenant_id = $1 AND u.account = 'bank01'`,
      [tenantId],
    );
    const people = [
      {
        account: 'bank01',
        password: DEMO.bank01,
        institutionId: Number(bank[0].institution_id),
        userCode: bank[0].user_code,
        userId: Number(bank[0].id),
      },
    ];
    for (const code of institutions) {
      const { rows: inst } = await client.query(
        `SELECT id FROM institutions WHERE tenant_id = $1 AND user_code = $2`,
        [tenantId, code],
      );
      const institutionId = Number(inst[0].id);
      const have = people.filter((p) => p.userCode === code).length;
      for (let k = have + 1; k <= perInstitution; k += 1) {
        const account = `ld${code.slice(4).toLowerCase()}${k}`;
        const userId = await copyUser(client, 'bank01', tenantId, {
          account,
          name: `${code}经办${k}`,
          password_hash: hash,
          institution_id: institutionId,
          password_is_default: false,
        });
        people.push({ account, password, institutionId, userCode: code, userId });
      }
    }
    await client.query('COMMIT');
    return { tenantId, enterprises, institutions: people };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
