import type { Plugin } from 'vite';

/** antd's form contexts module, which every component that isolates its form context imports. */
const antdFormContext = /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * antd's `form/context.js` takes `FormProvider` alone from `@rc-component/form`, but that package's
 * index assigns its fields, lists and hooks onto its default export, so the bundler keeps all of it
 * (with its validator) wherever a Drawer or Dropdown is. That one import resolves to the module that
 * defines `FormProvider`: the same module the index re-exports, so antd's Form shares its context.
 */
export function formProviderAlone(): Plugin {
  return {
    name: 'form-provider-alone',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== '@rc-component/form' || !importer || !antdFormContext.test(importer)) return null;
      return this.resolve('@rc-component/form/es/FormContext', importer, { ...options, skipSelf: true });
    },
  };
}
