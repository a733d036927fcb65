export { encryptPassword } from './encrypt-password';
export type { EncryptedPassword, SecurityKey } from './encrypt-password';
export { SIGNER_MESSAGES, SignerError, createSigner, indexedDbKeyStore, memoryKeyStore } from './signer';
export type { KeyStore, Signer, SignerFailure, StoredKey } from './signer';
