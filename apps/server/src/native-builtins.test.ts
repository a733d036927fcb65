import { expect, it } from 'vitest';

/**
 * The builtins a library could replace (core-js, which pdfjs-dist's legacy build brings, replaces
 * JSON.stringify and Array.prototype.push, and made every JSON reply about eight times slower to
 * write). Taken before any module of the server is loaded: the imports below are dynamic for that.
 */
const owners = {
  JSON,
  Object,
  Promise,
  Array,
  'Array.prototype': Array.prototype,
  'String.prototype': String.prototype,
  'Map.prototype': Map.prototype,
  'Set.prototype': Set.prototype,
  'RegExp.prototype': RegExp.prototype,
  'Function.prototype': Function.prototype,
  'Promise.prototype': Promise.prototype,
};
const snapshot = () =>
  Object.fromEntries(
    Object.entries(owners).flatMap(([name, owner]) =>
      Reflect.ownKeys(owner)
        .filter((key) => typeof key === 'string')
        .map((key) => [`${name}.${key}`, Object.getOwnPropertyDescriptor(owner, key)?.value]),
    ),
  );
const before = snapshot();

it("keeps Node's own builtins, with the whole server loaded and a PDF read", async () => {
  await import('@/app.ts');
  const { readPdfText } = await import('@/modules/member/invoice-pdf-text.ts');
  const { renderPlainPdf } = await import('@/test/invoice-pdf.ts');
  expect(await readPdfText(await renderPlainPdf(['发票']))).toEqual({ ok: true, text: '发票' });
  const after = snapshot();
  const changed = Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);
  expect(changed).toEqual([]);
});
