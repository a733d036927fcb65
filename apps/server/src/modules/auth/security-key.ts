import { constants, createHash, createPrivateKey, generateKeyPair, privateDecrypt } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '@/db/client.ts';
import { catalogueFieldError } from '@/lib/app-error.ts';
import { lazy } from '@/lib/lazy.ts';
import { findSetting, getOrCreateSetting } from '@/modules/settings/repository.ts';

/**
 * The RSA key pair of POST /getSecurityKey. The browser encrypts passwords with the public key
 * (RSA-OAEP, SHA-256, WebCrypto) and the server decrypts them here. The pair is generated once and
 * kept in app_settings, so every instance decrypts what any instance's key encrypted.
 */

const SETTING = 'password_rsa_key';
const MODULUS_BITS = 2048;

interface StoredKey {
  id: string;
  /** SPKI DER, base64: what WebCrypto's importKey('spki') takes. */
  publicKey: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

const generatePair = promisify(generateKeyPair);

async function newStoredKey(): Promise<string> {
  const { publicKey, privateKey } = await generatePair('rsa', {
    modulusLength: MODULUS_BITS,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // The id is a fingerprint of the public key: a client holding an old key is told apart.
  const id = createHash('sha256').update(publicKey).digest('base64url').slice(0, 16);
  const stored: StoredKey = { id, publicKey: publicKey.toString('base64'), privateKey };
  return JSON.stringify(stored);
}

const undecryptable = (field: string) => catalogueFieldError(field, 'decrypt', 'passwordUndecryptable');

export class SecurityKey {
  private constructor(
    /** key2 of /getSecurityKey. */
    readonly id: string,
    /** key1 of /getSecurityKey. */
    readonly publicKey: string,
    private readonly privateKey: KeyObject,
  ) {}

  /** The stored pair, generated first if there is none; instances starting together agree on one. */
  static async load(db: Db): Promise<SecurityKey> {
    let text = await findSetting(db, SETTING);
    if (text === undefined) {
      const generated = await newStoredKey();
      text = await getOrCreateSetting(db, SETTING, () => generated);
    }
    const stored = JSON.parse(text) as StoredKey;
    return new SecurityKey(stored.id, stored.publicKey, createPrivateKey(stored.privateKey));
  }

  /**
   * The plain text of a password encrypted with key1 (base64 cipher). Throws a validation error
   * naming `field` when the key id is not ours or the cipher does not decrypt.
   */
  async decrypt(keyId: string, cipher: string, field = 'password'): Promise<string> {
    if (keyId !== this.id) throw undecryptable(field);
    try {
      const plain = privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(cipher, 'base64'),
      );
      return new TextDecoder('utf-8', { fatal: true }).decode(plain);
    } catch {
      throw undecryptable(field);
    }
  }
}

/**
 * `app.passwords`: the key pair, read (or generated) on first use rather than at start-up.
 */
export class PasswordCipher {
  private readonly key: () => Promise<SecurityKey>;

  constructor(db: Db) {
    this.key = lazy(() => SecurityKey.load(db));
  }

  /** key1 (public key) and key2 (its id) of POST /getSecurityKey. */
  async publicKey(): Promise<{ key1: string; key2: string }> {
    const key = await this.key();
    return { key1: key.publicKey, key2: key.id };
  }

  /** See SecurityKey.decrypt: the plain password, or a validation error naming `field`. */
  async decrypt(keyId: string, cipher: string, field = 'password'): Promise<string> {
    return (await this.key()).decrypt(keyId, cipher, field);
  }
}
