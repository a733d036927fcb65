import fp from 'fastify-plugin';
import { CaptchaService } from '@/modules/captcha/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Image check codes: `create(length)` draws one, `consume(cc, answer)` answers it once. */
    captcha: CaptchaService;
  }
}

export default fp(
  async (app) => {
    app.decorate('captcha', new CaptchaService(app.db));
  },
  { name: 'captcha', dependencies: ['database'] },
);
