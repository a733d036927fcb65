import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.ts';
import { prepared, preparedByKey } from '@/db/prepared.ts';

/** Handles stand in for databases: the helpers only key on their identity. */
const handle = () => ({}) as Db;

describe('prepared', () => {
  it('builds once per handle', () => {
    let built = 0;
    const query = prepared(() => ({ n: ++built }));
    const [a, b] = [handle(), handle()];
    expect(query(a)).toBe(query(a));
    expect(query(b)).not.toBe(query(a));
    expect(built).toBe(2);
  });
});

describe('preparedByKey', () => {
  it('builds once per handle and key', () => {
    const built: string[] = [];
    const query = preparedByKey(
      (shape: string) => shape,
      (_db, shape) => {
        built.push(shape);
        return { shape };
      },
    );
    const [a, b] = [handle(), handle()];
    expect(query(a, 'x')).toBe(query(a, 'x'));
    expect(query(a, 'y')).not.toBe(query(a, 'x'));
    expect(query(b, 'x')).not.toBe(query(a, 'x'));
    expect(built).toEqual(['x', 'y', 'x']);
  });

  it('keeps at most maxKeys keys a handle and builds the others at each call', () => {
    let built = 0;
    const query = preparedByKey(
      (key: number) => String(key),
      () => ({ n: ++built }),
      2,
    );
    const db = handle();
    const [first, second] = [query(db, 1), query(db, 2)];
    expect(query(db, 3)).not.toBe(query(db, 3));
    expect(query(db, 1)).toBe(first);
    expect(query(db, 2)).toBe(second);
    expect(built).toBe(4);
  });
});
