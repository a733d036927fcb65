import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '@/db/client.ts';
import { appSettings } from '@/db/schema.ts';
import { seedDemoData } from '@/db/seed.ts';
import { findSetting } from '@/modules/settings/repository.ts';

const SETTING = 'demo_seed_fingerprint';

/**
 * What identifies this seed: the SHA-256 of the bundle that holds it (dist/server.mjs), so any
 * rebuild that could change the seed seeds again, once. Run from source (tsx), the code can change
 * between two starts with no build to notice it, so there is no fingerprint and the seed always runs.
 */
export function seedFingerprint(moduleUrl: string = import.meta.url): string | undefined {
  const file = fileURLToPath(moduleUrl);
  if (!file.endsWith('.mjs')) return undefined;
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * Seeds the demo data unless this database already holds the seed with this fingerprint, which
 * makes a restart on seeded data skip the seed's few seconds of queries. The seed itself stays
 * idempotent and keeps what an administrator changed, so instances starting together may both run it.
 */
export async function seedDemoDataOnce(db: Db, fingerprint: string | undefined): Promise<void> {
  if (fingerprint !== undefined && (await findSetting(db, SETTING)) === fingerprint) return;
  await seedDemoData(db);
  if (fingerprint === undefined) return;
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: fingerprint })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: fingerprint } });
}
