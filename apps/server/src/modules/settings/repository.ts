import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { appSettings } from '@/db/schema.ts';

/**
 * The stored value of a setting, created from `initial()` if there is none yet. Instances starting
 * together may race: the first insert wins and every instance reads that one value back.
 */
export async function getOrCreateSetting(db: Db, key: string, initial: () => string): Promise<string> {
  const [inserted] = await db
    .insert(appSettings)
    .values({ key, value: initial() })
    .onConflictDoNothing({ target: appSettings.key })
    .returning({ value: appSettings.value });
  if (inserted) return inserted.value;
  const [existing] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  if (!existing) throw new Error(`Setting ${key} vanished while being created`);
  return existing.value;
}

export async function findSetting(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .limit(1);
  return row?.value;
}
