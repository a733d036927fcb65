import type { Db } from '@/db/client.ts';
import { insertOutboxMessage } from '@/modules/sms/repository.ts';

export interface SmsMessage {
  mobile: string;
  /** The full text as the phone shows it. */
  text: string;
  /** The code inside the text, kept apart so the demo outbox can show it. */
  code: string;
}

/** Hands a message to whatever sends it: an SMS gateway in a real deployment. */
export interface SmsDelivery {
  deliver(message: SmsMessage): Promise<void>;
}

/** The default delivery: every message goes to the sms_outbox table and nowhere else. */
export class OutboxDelivery implements SmsDelivery {
  constructor(private readonly db: Db) {}

  async deliver(message: SmsMessage): Promise<void> {
    await insertOutboxMessage(this.db, message);
  }
}
