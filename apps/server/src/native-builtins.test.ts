import { expect, it } from 'vitest';

// Taken before any module of the server is loaded: the imports below are dynamic for that reason.
const stringify = JSON.stringify;
const push = Array.prototype.push;

it("keeps the builtins every reply uses Node's own, with the whole server loaded and a PDF read", async () => {
  await import('@/app.ts');
  const { readPdfText } = await import('@/modules/member/invoice-pdf-text.ts');
  const { renderPlainPdf } = await import('@/test/invoice-pdf.ts');
  expect(await readPdfText(await renderPlainPdf(['发票']))).toEqual({ ok: true, text: '发票' });
  // A library that polyfills them (pdfjs-dist's legacy build brings core-js) made every JSON reply
  // about eight times slower to write.
  expect(JSON.stringify).toBe(stringify);
  expect(Array.prototype.push).toBe(push);
});
