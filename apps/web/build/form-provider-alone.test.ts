import { build } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { formProviderAlone } from './form-provider-alone';

const ENTRY = 'virtual:entry';

/** The modules whose code a bundle of `source` keeps, React left out. */
async function bundledModules(source: string, plugins: Plugin[]): Promise<string[]> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
    load: (id) => (id === `\0${ENTRY}` ? source : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      write: false,
      rolldownOptions: {
        input: ENTRY,
        external: [/^react(-dom)?($|\/)/],
        // Kept as a library's: an app's entry exports nothing, and all of it would be shaken off.
        preserveEntrySignatures: 'strict',
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.flatMap((item) =>
    item.type === 'chunk'
      ? Object.entries(item.modules).flatMap(([id, { renderedLength }]) => (renderedLength ? [id] : []))
      : [],
  );
}

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
