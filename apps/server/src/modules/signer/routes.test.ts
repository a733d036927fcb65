import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PERMISSIONS } from '@scf/shared';
import { financingRequests, signingKeys } from '@/db/schema.ts';
import { browser, passwordLogin, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import {
  COMP01_CODE,
  CORE_CODE,
  addEnterpriseUser,
  applyCounts,
  branchOf,
  chinaDay,
  documentsOf,
  memberIdOf,
  payloadText,
  registerKey,
  signed,
  signerKey,
  uploadDocuments,
} from '@/modules/financing-apply/test-support.ts';
import type { SignerKey, UploadedDocument } from '@/modules/financing-apply/test-support.ts';
import { shelfProduct } from '@/modules/financing/test-support.ts';
import type { ShelfProduct } from '@/modules/financing/test-support.ts';
import { userIdOf } from '@/modules/member-review/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let comp: Browser;
let compUserId: number;

const db = () => t.database.db;
const REGISTER = '/api/financing/signer/register';
const CERT_FAILED = '获取证书失败';
const SIGNATURE_INVALID = '签名校验失败，请重新提交';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  comp = await signedIn(t.app, 'comp01');
  compUserId = await userIdOf(db(), 'T001', 'comp01');
});
afterAll(() => t.close());

/** The key ids a user has registered, oldest first. */
const keysOf = async (userId: number) =>
  (
    await db()
      .select({ keyId: signingKeys.keyId })
      .from(signingKeys)
      .where(eq(signingKeys.userId, userId))
      .orderBy(asc(signingKeys.createdAt), asc(signingKeys.keyId))
  ).map((k) => k.keyId);

const spki = (key: { export(o: { type: 'spki'; format: 'der' }): Buffer }) =>
  key.export({ type: 'spki', format: 'der' }).toString('base64');

describe('key registration', () => {
  it('registers a P-256 key under the SHA-256 (hex) of its SPKI bytes, once however often it is sent', async () => {
    const key = signerKey();
    const expected = createHash('sha256').update(Buffer.from(key.publicKey, 'base64')).digest('hex');
    const first = await registerKey(comp, key);
    expect(first.json()).toEqual({ error_no: 0, error_info: expect.any(String), data: { keyId: expected } });
    const again = await comp.post(REGISTER, { publicKey: key.publicKey });
    expect(again.json().data).toEqual({ keyId: expected });
    const rows = await db().select().from(signingKeys).where(eq(signingKeys.userId, compUserId));
    expect(rows).toEqual([
      expect.objectContaining({ keyId: expected, publicKey: key.publicKey, userId: compUserId }),
    ]);
  });

  it('refuses what is not an ECDSA P-256 public key, writing nothing', async () => {
    const before = await applyCounts(db());
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).publicKey;
    const ed25519 = generateKeyPairSync('ed25519').publicKey;
    const p256Private = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .privateKey.export({ type: 'pkcs8', format: 'der' })
      .toString('base64');
    const cases: [string, unknown][] = [
      ['RSA', spki(rsa)],
      ['P-384', spki(p384)],
      ['Ed25519', spki(ed25519)],
      ['P-256 private key', p256Private],
      ['random bytes', randomBytes(91).toString('base64')],
      ['not base64', '!'.repeat(60)],
      ['too short', 'MFkwEwYHKoZIzj0CAQYIKoZI'],
      ['too long', 'A'.repeat(2049)],
    ];
    for (const [name, publicKey] of cases) {
      const res = await comp.post(REGISTER, { public_key: publicKey });
      expect(res.json(), name).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: `publicKey: ${CERT_FAILED}`,
      });
    }
    // Not a string at all: refused on the field (the text is zod's own, see the report).
    for (const sent of [{ public_key: 12345 }, {}]) {
      const res = await comp.post(REGISTER, sent);
      expect(res.json(), JSON.stringify(sent)).toMatchObject({ error_no: ERROR_CODES.VALIDATION });
      expect(res.json().error_info).toMatch(/^publicKey: /);
    }
    expect(await applyCounts(db())).toEqual(before);
  });

  it('keeps the five newest keys of a user, and leaves other users’ keys alone', async () => {
    const memberId = await memberIdOf(db(), 'T001', COMP01_CODE);
    const userId = await addEnterpriseUser(db(), 'T001', 'signer01', 'Sgn#20261', memberId, [
      PERMISSIONS.finance.applyList,
    ]);
    const client = browser(t.app);
    expect(
      (await passwordLogin(client, { account: 'signer01', password: 'Sgn#20261' })).json().error_no,
    ).toBe(0);
    const compKeys = await keysOf(compUserId);
    const keys = Array.from({ length: 7 }, () => signerKey());
    for (const key of keys) expect((await registerKey(client, key)).json().error_no).toBe(0);
    expect(await keysOf(userId)).toEqual(keys.slice(2).map((k) => k.keyId));
    // A dropped key registered again is a new one: the oldest kept goes.
    expect((await registerKey(client, keys[0]!)).json().data.keyId).toBe(keys[0]!.keyId);
    expect((await keysOf(userId)).sort()).toEqual([...keys.slice(3), keys[0]!].map((k) => k.keyId).sort());
    expect(await keysOf(compUserId)).toEqual(compKeys);
  });

  it('is for users who may apply: an institution user, an unverified user and a visitor are refused', async () => {
    const key = signerKey();
    const bank = await signedIn(t.app, 'bank01');
    const comp02 = await signedIn(t.app, 'comp02');
    for (const client of [bank, comp02]) {
      expect((await registerKey(client, key)).json().error_no).toBe(ERROR_CODES.FORBIDDEN);
    }
    expect((await registerKey(browser(t.app), key)).statusCode).not.toBe(200);
    const [row] = await db().select().from(signingKeys).where(eq(signingKeys.keyId, key.keyId));
    expect(row).toBeUndefined();
  });
});

describe('signature checks of a voucher application', () => {
  let product: ShelfProduct;
  let uploaded: UploadedDocument[];
  let branch: { bankBranchNo: string; bankFullName: string };

  beforeAll(async () => {
    product = await shelfProduct(db(), 'T001', 'ORG_HCB', 1, 'voucher');
    uploaded = await uploadDocuments(db(), await documentsOf(db(), product.id), 'signer');
    branch = await branchOf(db(), 'BOC');
  });

  const body = (change: Record<string, unknown> = {}): Record<string, unknown> => ({
    product_id: String(product.id),
    product_code: product.productCode,
    rec_account_bank_no: branch.bankBranchNo,
    rec_account_open_bank_name: branch.bankFullName,
    rec_account: '6216610200016587010',
    rec_account_name: '深圳前海鼎盛电子科技有限公司',
    incoming_amount: '200000',
    voucher_code: '230158100003120260315000888',
    voucher_amount: '250000',
    cash_date: chinaDay(60),
    credit_user_code: CORE_CODE,
    document_list: uploaded,
    agreement_checked: true,
    ...change,
  });
  const apply = (sent: Record<string, unknown>) => comp.post('/api/financing/incoming_apply', sent);

  it('accepts only a well-formed signature of the exact payload by a key the caller registered and keeps', async () => {
    // comp01 registers six keys: the first is dropped.
    const keys: SignerKey[] = Array.from({ length: 6 }, () => signerKey());
    for (const key of keys) expect((await registerKey(comp, key)).json().error_no).toBe(0);
    const [dropped, ...kept] = keys;
    expect(await keysOf(compUserId)).not.toContain(dropped!.keyId);
    const current = kept.at(-1)!;
    // A key comp01 of T002 registered is that user's, in that tenant: not comp01's of T001.
    const foreign = signerKey();
    const foreignComp = await signedIn(t.app, 'comp01', 'T002');
    expect((await registerKey(foreignComp, foreign)).json().error_no).toBe(0);

    const before = await applyCounts(db());
    const text = payloadText(body());
    const derSignature = sign('sha256', Buffer.from(text), current.privateKey).toString('base64');
    const cases: [string, Record<string, unknown>, string][] = [
      ['no certificate', body(), `certContent: ${CERT_FAILED}`],
      ['a dropped key', signed(body(), dropped!), `certContent: ${CERT_FAILED}`],
      ['a key of another user', signed(body(), foreign), `certContent: ${CERT_FAILED}`],
      [
        'a DER signature',
        { ...body(), cert_content: { key_id: current.keyId, content: text, signature: derSignature } },
        `certContent: ${SIGNATURE_INVALID}`,
      ],
      [
        'the signed text of another amount',
        { ...signed(body({ incoming_amount: '150000' }), current), incoming_amount: '200000' },
        `certContent: ${SIGNATURE_INVALID}`,
      ],
      [
        'a document swapped after signing',
        { ...signed(body(), current), document_list: [...uploaded].reverse() },
        `certContent: ${SIGNATURE_INVALID}`,
      ],
      [
        'the receiving account changed after signing',
        { ...signed(body(), current), rec_account: '6216610200016587011' },
        `certContent: ${SIGNATURE_INVALID}`,
      ],
      [
        'a malformed key id',
        { ...body(), cert_content: { key_id: 'KEY-1', content: text, signature: derSignature } },
        `certContent.keyId: ${SIGNATURE_INVALID}`,
      ],
    ];
    for (const [name, sent, message] of cases) {
      const res = await apply(sent);
      expect(res.json(), name).toMatchObject({ error_no: ERROR_CODES.VALIDATION, error_info: message });
    }
    expect(await applyCounts(db())).toEqual(before);

    // The memo is not signed: it may change after signing.
    const ok = await apply({ ...signed(body(), current), memo: '补充说明' });
    expect(ok.json(), ok.body).toMatchObject({ error_no: 0 });
    const [row] = await db()
      .select({ detail: financingRequests.detail, financePurpose: financingRequests.financePurpose })
      .from(financingRequests)
      .where(eq(financingRequests.id, ok.json().data.id as number));
    expect(row).toMatchObject({ financePurpose: '补充说明', detail: { cert: { keyId: current.keyId } } });
  });
});
