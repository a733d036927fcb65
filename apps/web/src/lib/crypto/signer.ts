import type { CertContent } from '@scf/shared/schemas/financing';

/**
 * The application signer (issue 6 point 4) in place of the spec's hardware key (UKEY): a key pair
 * per user kept in this browser, its private key non-extractable (WebCrypto keeps the key material
 * out of reach of scripts, IndexedDB keeps the key object), its public key registered with the
 * server, which checks what was signed. The three certificate messages of business.md section 8
 * map to the three ways it can fail.
 */

export type SignerFailure =
  /** No key could be made, kept or registered: 获取证书失败. */
  | 'noKey'
  /** This browser cannot keep or use keys: 获取证书失败，请确认是否已插入UKEY或检查浏览器版本. */
  | 'unavailable'
  /** The user declined to sign: 用户取消UKEY验证. */
  | 'cancelled';

/** The validation message key of each failure. */
export const SIGNER_MESSAGES = {
  noKey: 'certFetchFailed',
  unavailable: 'certUnavailable',
  cancelled: 'certCancelled',
} as const satisfies Record<SignerFailure, string>;

export class SignerError extends Error {
  override readonly name = 'SignerError';
  constructor(readonly failure: SignerFailure) {
    super(failure);
  }
}

/** What is kept of a user's key: the key object itself, and its public half as registered. */
export interface StoredKey {
  privateKey: CryptoKey;
  publicKey: string;
}

/** Where keys are kept between visits. */
export interface KeyStore {
  load(owner: string): Promise<StoredKey | undefined>;
  save(owner: string, key: StoredKey): Promise<void>;
}

export interface Signer {
  /**
   * Signs `content` for `owner` (the signed-in user): after `confirm` agrees, with the user's key,
   * created and registered on first use.
   */
  sign(owner: string, content: string, confirm: () => Promise<boolean>): Promise<CertContent>;
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNATURE = { name: 'ECDSA', hash: 'SHA-256' } as const;

const toBase64 = (bytes: ArrayBuffer): string => {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** IndexedDB, which stores CryptoKey objects as they are (structured clone), not their bytes. */
export function indexedDbKeyStore(name = 'scf-signer'): KeyStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('keys');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('indexedDB'));
    });
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = act(db.transaction('keys', mode).objectStore('keys'));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('indexedDB'));
      });
    } finally {
      db.close();
    }
  };
  return {
    load: (owner) => run<StoredKey | undefined>('readonly', (store) => store.get(owner)),
    save: async (owner, key) => {
      await run('readwrite', (store) => store.put(key, owner));
    },
  };
}

/** A store only for this page's life: where IndexedDB is missing, and in tests. */
export function memoryKeyStore(): KeyStore {
  const keys = new Map<string, StoredKey>();
  return {
    load: async (owner) => keys.get(owner),
    save: async (owner, key) => {
      keys.set(owner, key);
    },
  };
}

export function createSigner(deps: {
  store: () => KeyStore | null;
  /** Registers a public key (SPKI, base64) with the server; answers its id. Idempotent. */
  register: (publicKey: string) => Promise<{ keyId: string }>;
  subtle?: () => SubtleCrypto | undefined;
}): Signer {
  const subtleOf = deps.subtle ?? (() => globalThis.crypto?.subtle);

  async function keyOf(subtle: SubtleCrypto, store: KeyStore, owner: string): Promise<StoredKey> {
    const kept = await store.load(owner);
    if (kept) return kept;
    // Not extractable: the private key can sign in this browser and never leave it.
    const pair = (await subtle.generateKey(ALGORITHM, false, ['sign', 'verify'])) as CryptoKeyPair;
    const key = {
      privateKey: pair.privateKey,
      publicKey: toBase64(await subtle.exportKey('spki', pair.publicKey)),
    };
    await store.save(owner, key);
    return key;
  }

  return {
    async sign(owner, content, confirm) {
      const subtle = subtleOf();
      const store = subtle ? deps.store() : null;
      if (!subtle || !store) throw new SignerError('unavailable');
      let key: StoredKey;
      let keyId: string;
      try {
        key = await keyOf(subtle, store, owner);
        ({ keyId } = await deps.register(key.publicKey));
      } catch {
        throw new SignerError('noKey');
      }
      if (!(await confirm())) throw new SignerError('cancelled');
      try {
        const signature = await subtle.sign(SIGNATURE, key.privateKey, new TextEncoder().encode(content));
        return { keyId, content, signature: toBase64(signature) };
      } catch {
        throw new SignerError('unavailable');
      }
    },
  };
}
