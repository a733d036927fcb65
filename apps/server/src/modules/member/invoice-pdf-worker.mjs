// The thread that reads PDFs for invoice-pdf-text.ts. pdfjs-dist's legacy build (the one that runs
// on Node 20) brings core-js, which replaces JSON.stringify and Array.prototype.push with its own
// when imported: on the server's thread every reply's JSON then took eight times as long. Imported
// here, they replace this thread's only.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const packageDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAP_DIR = `${join(packageDir, 'cmaps')}/`;
const STANDARD_FONT_DIR = `${join(packageDir, 'standard_fonts')}/`;

/** pdfjs's VerbosityLevel.ERRORS: a damaged file is our refusal, not a warning on the console. */
const ERRORS_ONLY = 0;

const placed = (item) => {
  const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
  const size = item.height || Math.hypot(c, d) || 1;
  return { str: item.str, x, y, end: x + item.width, size };
};

/**
 * The text runs of each of the first `pageLimit` pages, or null when pdfjs cannot read the file
 * (damaged, encrypted, not a PDF). CMaps (Chinese fonts name their glyphs through them) and the
 * standard fonts are read from the package's directory, never fetched; nothing from the file is
 * evaluated.
 * @param {{ bytes: Uint8Array, pageLimit: number }} task
 */
export default async function pdfTextRuns({ bytes, pageLimit }) {
  const loading = getDocument({
    data: bytes,
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    standardFontDataUrl: STANDARD_FONT_DIR,
    useSystemFonts: false,
    isEvalSupported: false,
    stopAtErrors: true,
    verbosity: ERRORS_ONLY,
  });
  try {
    const document = await loading.promise;
    const pages = [];
    for (let number = 1; number <= Math.min(document.numPages, pageLimit); number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.filter((item) => 'str' in item).map(placed));
    }
    return pages;
  } catch {
    return null;
  } finally {
    await loading.destroy();
  }
}
