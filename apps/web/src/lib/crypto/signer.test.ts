import { describe, expect, it, vi } from 'vitest';
import { SignerError, createSigner, memoryKeyStore } from './signer';

const bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** What the server does: the registered SPKI key checks the raw (P1363) signature over the text. */
async function serverVerifies(publicKey: string, content: string, signature: string): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'spki',
    bytes(publicKey),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    bytes(signature),
    new TextEncoder().encode(content),
  );
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof SignerError ? error.failure : error),
  );

describe('the browser signer', () => {
  it('makes a non-extractable key once, registers it, and signs what the server can verify', async () => {
    const store = memoryKeyStore();
    const registered: string[] = [];
    const signer = createSigner({
      store: () => store,
      register: async (publicKey) => {
        registered.push(publicKey);
        return { keyId: 'k1' };
      },
    });
    const first = await signer.sign('T001:7', '["content",1]', async () => true);
    const second = await signer.sign('T001:7', '["other",2]', async () => true);
    expect(first).toMatchObject({ keyId: 'k1', content: '["content",1]' });
    expect(new Set(registered).size).toBe(1);
    expect(await serverVerifies(registered[0]!, first.content, first.signature)).toBe(true);
    expect(await serverVerifies(registered[0]!, second.content, second.signature)).toBe(true);
    expect(await serverVerifies(registered[0]!, 'tampered', first.signature)).toBe(false);
    const kept = await store.load('T001:7');
    expect(kept?.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', kept!.privateKey)).rejects.toThrow();
  });

  it('keeps one key per user', async () => {
    const store = memoryKeyStore();
    const register = vi.fn(async () => ({ keyId: 'k' }));
    const signer = createSigner({ store: () => store, register });
    await signer.sign('T001:1', 'a', async () => true);
    await signer.sign('T001:2', 'a', async () => true);
    expect((await store.load('T001:1'))?.publicKey).not.toBe((await store.load('T001:2'))?.publicKey);
  });

  it('fails with the certificate messages: no key, no browser support, the user cancels', async () => {
    const store = memoryKeyStore();
    const refused = createSigner({
      store: () => store,
      register: async () => {
        throw new Error('offline');
      },
    });
    expect(await failureOf(refused.sign('u', 'x', async () => true))).toBe('noKey');

    const noSubtle = createSigner({
      store: () => store,
      register: async () => ({ keyId: 'k' }),
      subtle: () => undefined,
    });
    expect(await failureOf(noSubtle.sign('u', 'x', async () => true))).toBe('unavailable');
    const noStore = createSigner({ store: () => null, register: async () => ({ keyId: 'k' }) });
    expect(await failureOf(noStore.sign('u', 'x', async () => true))).toBe('unavailable');

    const confirm = vi.fn(async () => false);
    const declined = createSigner({ store: () => store, register: async () => ({ keyId: 'k' }) });
    expect(await failureOf(declined.sign('u', 'x', confirm))).toBe('cancelled');
    expect(confirm).toHaveBeenCalledOnce();
  });
});
