import { createHash, createPublicKey, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { CertContent } from '@scf/shared/schemas/financing';
import { signingKeys } from '@/db/schema.ts';
import { fieldError } from '@/lib/app-error.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * The application signer (issue 6 point 4), standing in for the spec's hardware-key certificate:
 * the browser keeps a non-extractable ECDSA P-256 key pair per user and registers the public key
 * here; an application that must be signed carries certContent (the signed text, the key's id and
 * the signature), which is checked against the text the server rebuilds from the request.
 */

type Data = Pick<FastifyInstance, 'db'>;

/** Keys kept per user: a few browsers or profiles; registering another drops the oldest. */
const KEYS_PER_USER = 5;

function p256Key(spkiBase64: string): { key: KeyObject; der: Buffer } | null {
  try {
    const der = Buffer.from(spkiBase64, 'base64');
    const key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
      ? { key, der }
      : null;
  } catch {
    return null;
  }
}

/** A signature that is not even well-formed does not hold either. */
function signatureHolds(key: KeyObject, cert: CertContent): boolean {
  try {
    return verify(
      'sha256',
      Buffer.from(cert.content, 'utf8'),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(cert.signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/** Registers the caller's public key (SPKI, base64); the key's id is the SHA-256 of its bytes. */
export async function registerKey(app: Data, user: AuthUser, publicKey: string): Promise<{ keyId: string }> {
  const parsed = p256Key(publicKey);
  if (!parsed) throw fieldError('publicKey', 'format', 'certFetchFailed');
  const keyId = createHash('sha256').update(parsed.der).digest('hex');
  await app.db.transaction(async (tx) => {
    await tx
      .insert(signingKeys)
      .values({ tenantId: user.tenantId, userId: user.id, keyId, publicKey: parsed.der.toString('base64') })
      .onConflictDoNothing();
    const kept = await tx
      .select({ keyId: signingKeys.keyId })
      .from(signingKeys)
      .where(eq(signingKeys.userId, user.id))
      .orderBy(desc(signingKeys.createdAt), desc(signingKeys.keyId))
      .limit(KEYS_PER_USER);
    await tx.delete(signingKeys).where(
      and(
        eq(signingKeys.userId, user.id),
        notInArray(
          signingKeys.keyId,
          kept.map((k) => k.keyId),
        ),
      ),
    );
  });
  return { keyId };
}

/**
 * Checks that `cert` signs exactly `expected` with a key the caller registered. No certificate or an
 * unknown key: 获取证书失败; another text or a bad signature: 签名校验失败，请重新提交.
 */
export async function verifyCert(
  app: Data,
  user: AuthUser,
  cert: CertContent | undefined,
  expected: string,
): Promise<void> {
  if (!cert) throw fieldError('certContent', 'required', 'certFetchFailed');
  const [row] = await app.db
    .select({ publicKey: signingKeys.publicKey })
    .from(signingKeys)
    .where(
      and(
        eq(signingKeys.tenantId, user.tenantId),
        eq(signingKeys.userId, user.id),
        eq(signingKeys.keyId, cert.keyId),
      ),
    );
  const parsed = row ? p256Key(row.publicKey) : null;
  if (!parsed) throw fieldError('certContent', 'exists', 'certFetchFailed');
  if (cert.content !== expected || !signatureHolds(parsed.key, cert))
    throw fieldError('certContent', 'signature', 'certSignatureInvalid');
}
