import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { lazy } from '@/lib/lazy.ts';
import { OutboxDelivery } from '@/modules/sms/delivery.ts';
import type { SmsDelivery } from '@/modules/sms/delivery.ts';
import { SmsService } from '@/modules/sms/service.ts';
import { getOrCreateSetting } from '@/modules/settings/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS codes: `send({ mobile, purpose })` and `verify({ mobile, purpose, code })`. */
    sms: SmsService;
  }
}

export interface SmsPluginOptions {
  /** Where messages go; the outbox table when not given. */
  delivery?: SmsDelivery;
}

const SECRET_SETTING = 'sms_code_secret';

export default fp<SmsPluginOptions>(
  async (app, options) => {
    const secret = lazy(() =>
      getOrCreateSetting(app.db, SECRET_SETTING, () => randomBytes(32).toString('base64url')),
    );
    app.decorate(
      'sms',
      new SmsService({
        db: app.db,
        delivery: options.delivery ?? new OutboxDelivery(app.db),
        secret,
        dailyCap: app.config.smsDailyCap,
      }),
    );
  },
  { name: 'sms', dependencies: ['database'] },
);
