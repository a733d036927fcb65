import { describe, expect, it } from 'vitest';
import { attemptStatus } from '@/modules/auth/attempt-policy.ts';
import type { Attempt } from '@/modules/auth/repository.ts';

const NOW = new Date('2025-01-10T08:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const fail = (m: number, account = 'comp01', ip = '10.0.0.1'): Attempt => ({
  account,
  ip,
  success: false,
  at: minutesAgo(m),
});
const success = (m: number, account = 'comp01', ip = '10.0.0.1'): Attempt => ({
  account,
  ip,
  success: true,
  at: minutesAgo(m),
});
const status = (attempts: Attempt[], account: string | null = 'comp01', ip = '10.0.0.9') =>
  attemptStatus(attempts, { account, ip }, NOW);

describe('attemptStatus', () => {
  it('needs an image code from the third failure of the account within 15 minutes', () => {
    expect(status([fail(3), fail(2)]).needCheckCode).toBe(false);
    expect(status([fail(3), fail(2), fail(1)]).needCheckCode).toBe(true);
    expect(status([fail(20), fail(2), fail(1)]).needCheckCode).toBe(false);
    expect(status([fail(3), fail(2), fail(1)], 'bank01').needCheckCode).toBe(false);
  });

  it('needs an image code from the third failure from the address, whatever the accounts', () => {
    const fromIp = [fail(3, 'a', '10.0.0.9'), fail(2, 'b', '10.0.0.9'), fail(1, 'c', '10.0.0.9')];
    expect(status(fromIp, null).needCheckCode).toBe(true);
    expect(status(fromIp, 'd').needCheckCode).toBe(true);
    expect(status(fromIp, null, '10.0.0.8').needCheckCode).toBe(false);
  });

  it("forgets the account's failures once it signs in, but not the address's", () => {
    expect(status([fail(5), fail(4), fail(3), success(2)]).needCheckCode).toBe(false);
    const ip = '10.0.0.9';
    expect(
      status([fail(5, 'a', ip), fail(4, 'a', ip), fail(3, 'a', ip), success(2, 'a', ip)], 'a', ip)
        .needCheckCode,
    ).toBe(true);
  });

  it('locks for 15 minutes from the fifth failure within 15 minutes', () => {
    const five = [fail(14), fail(10), fail(6), fail(4), fail(2)];
    expect(status(five).unlockAt).toEqual(new Date(minutesAgo(2).getTime() + 15 * 60_000));
    expect(status(five.slice(1)).unlockAt).toBeNull();
    // Spread over more than 15 minutes: no lock.
    expect(status([fail(18), fail(10), fail(6), fail(4), fail(2)]).unlockAt).toBeNull();
    // The lock is over 15 minutes after the fifth failure, even with four failures still recent.
    expect(status([fail(25), fail(20), fail(18), fail(17), fail(16)]).unlockAt).toBeNull();
    expect(status([fail(29), fail(28), fail(27), fail(26), fail(14)]).unlockAt).toEqual(
      new Date(minutesAgo(14).getTime() + 15 * 60_000),
    );
  });
});
