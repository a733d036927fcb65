export { encryptPassword } from './encrypt-password';
export type { EncryptedPassword, SecurityKey } from './encrypt-password';
