import { randomInt } from 'node:crypto';

/**
 * A new operator's first password: 12 characters from a cryptographic source holding an upper-case
 * letter, a lower-case letter, a digit and a symbol, so it passes the platform's password rule.
 * Characters read alike on a phone (0/O, 1/l/I) are left out: it is typed from an SMS.
 */
const KINDS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#$%&*+='] as const;
const LENGTH = 12;

const pick = (chars: string) => chars.charAt(randomInt(chars.length));

export function initialPassword(): string {
  const all = KINDS.join('');
  const chars = [...KINDS.map(pick), ...Array.from({ length: LENGTH - KINDS.length }, () => pick(all))];
  // Fisher-Yates, so the guaranteed kinds are not always in front.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** The SMS telling an operator their account and first password. */
export const initialPasswordText = (enterpriseName: string, account: string, password: string) =>
  `【供应链金融】${enterpriseName}的注册申请已审核通过。您的登录账号：${account}，初始密码：${password}，首次登录后请立即修改密码。`;
