import fp from 'fastify-plugin';
import { PasswordCipher } from '@/modules/auth/security-key.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The key pair of /getSecurityKey: `decrypt(keyId, cipher)` gives the plain password or throws
     * a validation error (1001, `password: ...`).
     */
    passwords: PasswordCipher;
  }
}

export default fp(
  async (app) => {
    app.decorate('passwords', new PasswordCipher(app.db));
  },
  { name: 'passwords', dependencies: ['database'] },
);
