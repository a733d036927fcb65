/**
 * antd's `toNamePathStr` (form/hooks/useForm.js), which its Radio.Group imports for its default
 * name; that module also holds antd's useForm, and with it the whole of `@rc-component/form`. Its
 * `toArray` (form/util.js) is written out here too: importing it would tie the filters' chips to the
 * sign-in's form in one more shared chunk. `form-internals-alone.test.ts` compares it with antd's.
 */
export function toNamePathStr(name: unknown): string {
  if (name === undefined || name === false) return '';
  return (Array.isArray(name) ? name : [name]).join('_');
}
