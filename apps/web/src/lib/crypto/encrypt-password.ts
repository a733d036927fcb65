/** The key of POST /getSecurityKey: key1 = RSA-OAEP (SHA-256) public key, SPKI in base64; key2 = its id. */
export interface SecurityKey {
  key1: string;
  key2: string;
}

/** What replaces a plain password in a request: the cipher text and the id of the key used. */
export interface EncryptedPassword {
  cipher: string;
  keyId: string;
}

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), ALGORITHM, false, ['encrypt']);
}

/**
 * Encrypts a password with the server's public key (DESIGN.md: passwords never travel in plain
 * text). RSA-OAEP is randomised, so the same password gives a different cipher text every time.
 */
export async function encryptPassword(plain: string, key: SecurityKey): Promise<EncryptedPassword> {
  const publicKey = await importPublicKey(key.key1);
  const cipher = await crypto.subtle.encrypt(ALGORITHM, publicKey, new TextEncoder().encode(plain));
  return { cipher: toBase64(cipher), keyId: key.key2 };
}
