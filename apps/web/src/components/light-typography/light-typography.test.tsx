import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { Typography } from 'antd';
import { AppProviders } from '@/app/providers';
import { loadLanguagePack } from '@/app/texts';
import { initI18n } from '@/lib/i18n';
import { render, testConfig } from '@/test-utils/render';
import type { Rendered } from '@/test-utils/render';
import { LightTypography } from './light-typography';

let rendered: Rendered | undefined;

async function markup(element: ReactElement) {
  rendered = await render(<AppProviders config={testConfig}>{element}</AppProviders>);
  const html = rendered.container.innerHTML;
  rendered.unmount();
  rendered = undefined;
  return html;
}

beforeAll(() => initI18n({}, 'zh-CN', loadLanguagePack));

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

describe('LightTypography', () => {
  it("renders a title as antd's does: the level's heading, its classes, id and class name", async () => {
    const light = await markup(
      <LightTypography.Title level={2} id="heading" className="own">
        标题
      </LightTypography.Title>,
    );
    expect(light).toContain('<h2');
    expect(light).toContain('class="ant-typography');
    expect(light).toBe(
      await markup(
        <Typography.Title level={2} id="heading" className="own">
          标题
        </Typography.Title>,
      ),
    );
  });

  it("renders a first-level title when no level is given, as antd's does", async () => {
    expect(await markup(<LightTypography.Title>标题</LightTypography.Title>)).toBe(
      await markup(<Typography.Title>标题</Typography.Title>),
    );
  });

  it("renders a paragraph as antd's does", async () => {
    const light = await markup(<LightTypography.Paragraph className="own">段落</LightTypography.Paragraph>);
    expect(light).toContain('<div');
    expect(light).toBe(await markup(<Typography.Paragraph className="own">段落</Typography.Paragraph>));
  });

  it("renders text of a type as antd's does, with the type's class", async () => {
    const light = await markup(<LightTypography.Text type="secondary">说明</LightTypography.Text>);
    expect(light).toContain('ant-typography-secondary');
    expect(light).toBe(await markup(<Typography.Text type="secondary">说明</Typography.Text>));
    expect(await markup(<LightTypography.Text>说明</LightTypography.Text>)).toBe(
      await markup(<Typography.Text>说明</Typography.Text>),
    );
  });
});
