import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemoDataOnce, seedFingerprint } from '@/db/seed-once.ts';
import { seedDemoData } from '@/db/seed.ts';
import { createTestDatabase } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

// Only whether the seed runs is at stake here; what it writes is tested with the seed itself.
vi.mock('@/db/seed.ts', () => ({ seedDemoData: vi.fn(async () => {}) }));

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());
beforeEach(() => vi.mocked(seedDemoData).mockClear());

describe('seedDemoDataOnce', () => {
  it('seeds once per fingerprint and again when the fingerprint changes', async () => {
    const { db } = testDb.database;
    await seedDemoDataOnce(db, 'build-a');
    await seedDemoDataOnce(db, 'build-a');
    expect(seedDemoData).toHaveBeenCalledTimes(1);

    await seedDemoDataOnce(db, 'build-b');
    await seedDemoDataOnce(db, 'build-b');
    expect(seedDemoData).toHaveBeenCalledTimes(2);

    // Back to an earlier build: its seed may lack what the later one added, so it runs again.
    await seedDemoDataOnce(db, 'build-a');
    expect(seedDemoData).toHaveBeenCalledTimes(3);
  });

  it('always seeds without a fingerprint', async () => {
    const { db } = testDb.database;
    await seedDemoDataOnce(db, undefined);
    await seedDemoDataOnce(db, undefined);
    expect(seedDemoData).toHaveBeenCalledTimes(2);
  });
});

describe('seedFingerprint', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'seed-fingerprint-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is the hash of the bundle, which changes with its content', async () => {
    const bundle = join(dir, 'server.mjs');
    await writeFile(bundle, 'export const seed = 1;');
    const first = seedFingerprint(pathToFileURL(bundle).href);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(seedFingerprint(pathToFileURL(bundle).href)).toBe(first);
    await writeFile(bundle, 'export const seed = 2;');
    expect(seedFingerprint(pathToFileURL(bundle).href)).not.toBe(first);
  });

  it('is absent when run from source', () => {
    expect(seedFingerprint()).toBeUndefined();
  });
});
