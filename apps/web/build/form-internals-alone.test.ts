// @vitest-environment node
// (the plugin finds its helper by its own file URL, which the browser-like environment lacks)
import { describe, expect, it } from 'vitest';
import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm.js';
import { toNamePathStr } from './antd-name-path';
import { bundledModules } from './bundled-modules';
import { formInternalsAlone } from './form-internals-alone';

const fromPackage = (modules: string[], name: string) =>
  modules.filter((path) => path.includes(`node_modules/${name}/`));

describe('formInternalsAlone', () => {
  it("leaves @rc-component/form's fields and validator out of what antd's form contexts bring", async () => {
    const source = "export { FormProvider, NoFormStyle } from 'antd/es/form/context.js';";
    const without = await bundledModules(source, []);
    const modules = await bundledModules(source, [formInternalsAlone()]);

    expect(fromPackage(without, '@rc-component/async-validator')).not.toEqual([]);
    expect(fromPackage(modules, '@rc-component/form')).toEqual([
      expect.stringMatching(/node_modules\/@rc-component\/form\/es\/FormContext\.js$/),
    ]);
    expect(fromPackage(modules, '@rc-component/async-validator')).toEqual([]);
  }, 60_000);

  it("gives antd's Form the same context module the contexts use, once", async () => {
    const modules = await bundledModules(
      "export { FormProvider, NoFormStyle } from 'antd/es/form/context.js'; export { default as Form } from 'antd/es/form/index.js';",
      [formInternalsAlone()],
    );

    expect(modules.filter((path) => path.endsWith('@rc-component/form/es/FormContext.js'))).toHaveLength(1);
    expect(fromPackage(modules, '@rc-component/async-validator')).not.toEqual([]);
  }, 60_000);

  it("leaves antd's useForm and @rc-component/form's fields out of what antd's Radio.Group brings", async () => {
    const source = "export { default as RadioGroup } from 'antd/es/radio/group.js';";
    const without = await bundledModules(source, []);
    const modules = await bundledModules(source, [formInternalsAlone()]);

    expect(without.filter((path) => path.endsWith('antd/es/form/hooks/useForm.js'))).toHaveLength(1);
    expect(fromPackage(without, '@rc-component/async-validator')).not.toEqual([]);
    expect(modules.filter((path) => path.includes('antd/es/form/hooks/'))).toEqual([]);
    expect(fromPackage(modules, '@rc-component/form')).toEqual([]);
    expect(fromPackage(modules, '@rc-component/async-validator')).toEqual([]);
    expect(fromPackage(modules, 'scroll-into-view-if-needed')).toEqual([]);
  }, 60_000);

  it("names a radio group's default as antd's helper does", () => {
    for (const name of [
      undefined,
      false,
      null,
      '',
      'rate',
      ['filters', 'rate'],
      ['list', 0, 'rate'],
      0,
      [],
    ]) {
      expect(toNamePathStr(name)).toBe(antdToNamePathStr(name as never));
    }
  });
});
