import { describe, expect, it } from 'vitest';
import type { FormInstance, RuleObject } from 'antd/es/form';
import { siteContent } from '@scf/shared/schemas/content-admin';
import { namePath, zodPathRule } from './zod-path-rule';

const t = (key: string) => `«${key}»`;

const site = {
  about: { articleName: '关于我们', logoImageUrl: null, content: '<p>正文</p>' },
  footer: { platformName: '平台', serviceHours: { open: '8:30', close: '18:00' }, qrCodes: [] },
  pageConfig: { platformName: '平台' },
};

/** What antd does with the rule: hands it the form, then calls its validator. */
async function check(values: unknown, path: (string | number)[]): Promise<string | null> {
  const rule = zodPathRule(siteContent, path, t);
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const { validator } = (typeof rule === 'function' ? rule(form) : rule) as RuleObject;
  try {
    await validator?.({} as never, undefined, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('namePath', () => {
  it('turns a field the server names into the form’s name path', () => {
    expect(namePath('footer.qrCodes.0.imageUrl')).toEqual(['footer', 'qrCodes', 0, 'imageUrl']);
    expect(namePath('about.content')).toEqual(['about', 'content']);
  });
});

describe('zodPathRule', () => {
  it('passes a field whose path has no issue, even when another field has one', async () => {
    expect(await check(site, ['about', 'articleName'])).toBeNull();
    const broken = { ...site, pageConfig: { platformName: '' } };
    expect(await check(broken, ['about', 'articleName'])).toBeNull();
    expect(await check(broken, ['pageConfig', 'platformName'])).toBe(
      '«validation.contentPlatformNameRequired»',
    );
  });

  it('speaks on the field a rule spanning fields points at', async () => {
    const hours = { ...site, footer: { ...site.footer, serviceHours: { open: '18:00', close: '8:30' } } };
    expect(await check(hours, ['footer', 'serviceHours', 'close'])).toBe('«validation.contentEndAfterStart»');
    expect(await check(hours, ['footer', 'serviceHours', 'open'])).toBeNull();
  });

  it('finds the issues of a list item by its index', async () => {
    const qr = { ...site, footer: { ...site.footer, qrCodes: [{ name: 'a', imageUrl: 'x' }] } };
    expect(await check(qr, ['footer', 'qrCodes', 0, 'imageUrl'])).toBe('«validation.contentImageRule»');
    expect(await check(qr, ['footer', 'qrCodes', 0, 'name'])).toBeNull();
  });
});
