import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** antd's form contexts module, which every component that isolates its form context imports. */
const antdFormContext = /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
/** antd's Radio.Group, which takes one naming helper from the module of antd's useForm. */
const antdRadioGroup = /[\\/]node_modules[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/;
const namePathHelper = fileURLToPath(new URL('./antd-name-path.ts', import.meta.url));

/**
 * Components that are no form take one small piece of antd's form, and the bundler would keep all
 * of `@rc-component/form` (with its validator) wherever they are:
 * - antd's `form/context.js` takes `FormProvider` alone from `@rc-component/form`, but that
 *   package's index assigns its fields, lists and hooks onto its default export. That one import
 *   resolves to the module that defines `FormProvider`: the same module the index re-exports, so
 *   antd's Form shares its context.
 * - antd's Radio.Group takes `toNamePathStr` from `form/hooks/useForm.js`, antd's useForm, which
 *   imports that index. That one import resolves to the helper alone (`antd-name-path.ts`).
 */
export function formInternalsAlone(): Plugin {
  return {
    name: 'form-internals-alone',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!importer) return null;
      if (source === '@rc-component/form' && antdFormContext.test(importer)) {
        return this.resolve('@rc-component/form/es/FormContext', importer, { ...options, skipSelf: true });
      }
      if (source === '../form/hooks/useForm' && antdRadioGroup.test(importer)) return namePathHelper;
      return null;
    },
  };
}
