import { describe, expect, it } from 'vitest';
import { bundledModules } from './bundled-modules';
import { formProviderAlone } from './form-provider-alone';

const fromPackage = (modules: string[], name: string) =>
  modules.filter((path) => path.includes(`node_modules/${name}/`));

describe('formProviderAlone', () => {
  it("leaves @rc-component/form's fields and validator out of what antd's form contexts bring", async () => {
    const source = "export { FormProvider, NoFormStyle } from 'antd/es/form/context.js';";
    const without = await bundledModules(source, []);
    const modules = await bundledModules(source, [formProviderAlone()]);

    expect(fromPackage(without, '@rc-component/async-validator')).not.toEqual([]);
    expect(fromPackage(modules, '@rc-component/form')).toEqual([
      expect.stringMatching(/node_modules\/@rc-component\/form\/es\/FormContext\.js$/),
    ]);
    expect(fromPackage(modules, '@rc-component/async-validator')).toEqual([]);
  }, 60_000);

  it("gives antd's Form the same context module the contexts use, once", async () => {
    const modules = await bundledModules(
      "export { FormProvider, NoFormStyle } from 'antd/es/form/context.js'; export { default as Form } from 'antd/es/form/index.js';",
      [formProviderAlone()],
    );

    expect(modules.filter((path) => path.endsWith('@rc-component/form/es/FormContext.js'))).toHaveLength(1);
    expect(fromPackage(modules, '@rc-component/async-validator')).not.toEqual([]);
  }, 60_000);
});
