import { beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from './encrypt-password';

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

let keys: CryptoKeyPair;
let key1: string;

const base64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));
const bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** What the server does with the cipher text: decrypt it with the private key. */
async function decrypt(cipher: string): Promise<string> {
  const plain = await crypto.subtle.decrypt(ALGORITHM, keys.privateKey, bytes(cipher));
  return new TextDecoder().decode(plain);
}

beforeAll(async () => {
  keys = await crypto.subtle.generateKey(
    { ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  key1 = base64(await crypto.subtle.exportKey('spki', keys.publicKey));
});

describe('encryptPassword', () => {
  it('encrypts with the SPKI public key so that the private key recovers the password', async () => {
    const { cipher, keyId } = await encryptPassword('Comp@12345', { key1, key2: 'k-1' });
    expect(keyId).toBe('k-1');
    expect(cipher).not.toContain('Comp@12345');
    expect(await decrypt(cipher)).toBe('Comp@12345');
  });

  it('round-trips symbols and characters outside ASCII', async () => {
    const { cipher } = await encryptPassword('密码 Ab1!~"\\', { key1, key2: 'k-1' });
    expect(await decrypt(cipher)).toBe('密码 Ab1!~"\\');
  });

  it('gives a different cipher text each time (OAEP is randomised)', async () => {
    const first = await encryptPassword('Comp@12345', { key1, key2: 'k' });
    const second = await encryptPassword('Comp@12345', { key1, key2: 'k' });
    expect(first.cipher).not.toBe(second.cipher);
  });

  it('accepts a key with line breaks, as PEM bodies are often wrapped', async () => {
    const wrapped = key1.replace(/(.{64})/g, '$1\n');
    const { cipher } = await encryptPassword('Comp@12345', { key1: wrapped, key2: 'k' });
    expect(await decrypt(cipher)).toBe('Comp@12345');
  });

  it('rejects a key that is not an SPKI public key', async () => {
    await expect(encryptPassword('x', { key1: btoa('not a key'), key2: 'k' })).rejects.toThrow();
  });
});
