import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/**
 * The text of a PDF (an electronic invoice) in reading order, with pdfjs-dist's legacy build on the
 * main thread: text extraction needs no worker. The CMaps (Chinese fonts name their glyphs through
 * them) and the standard fonts are read from the package's directory on disk, never fetched, and no
 * string from the file is ever evaluated.
 */

/** An invoice is one or two pages; later pages are not read, bounding the work per file. */
export const PDF_PAGE_LIMIT = 2;

export type PdfText = { ok: true; text: string } | { ok: false; problem: 'unreadable' | 'noText' };

const packageDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAP_DIR = `${join(packageDir, 'cmaps')}/`;
const STANDARD_FONT_DIR = `${join(packageDir, 'standard_fonts')}/`;

/** pdfjs's VerbosityLevel.ERRORS: a damaged file is our refusal, not a warning on the console. */
const ERRORS_ONLY = 0;

export interface TextRun {
  str: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

const placed = (item: TextItem): TextRun => {
  const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
  const size = item.height || Math.hypot(c, d) || 1;
  return { str: item.str, x, y, end: x + item.width, size };
};

/**
 * Text runs into lines (runs whose baselines lie within half a character of each other), top to
 * bottom; within a line, left to right, a wide gap becomes a tab: the form's columns (buyer and
 * seller side by side) stay apart, while a label and its value joined by a space stay together.
 */
export function linesOf(runs: TextRun[]): string[] {
  const sorted = runs.filter((r) => r.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextRun[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(first.y - run.y) <= Math.max(first.size, run.size) / 2) line.push(run);
    else lines.push([run]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    let text = '';
    let previous: TextRun | undefined;
    for (const run of line) {
      if (previous) {
        const gap = run.x - previous.end;
        if (gap > run.size * 1.5) text += '\t';
        else if (gap > run.size * 0.25) text += ' ';
      }
      text += run.str;
      previous = run;
    }
    return text;
  });
}

/**
 * Reads the first pages' text. A damaged, encrypted or otherwise unparsable file is `unreadable`;
 * a file without a single character of text (a scan) is `noText`. Never throws for a bad file.
 */
export async function readPdfText(bytes: Buffer): Promise<PdfText> {
  const task = getDocument({
    // pdfjs takes ownership of the array it is given; the caller keeps its buffer.
    data: new Uint8Array(bytes),
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    standardFontDataUrl: STANDARD_FONT_DIR,
    useSystemFonts: false,
    isEvalSupported: false,
    stopAtErrors: true,
    verbosity: ERRORS_ONLY,
  });
  try {
    const document = await task.promise;
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, PDF_PAGE_LIMIT); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs = content.items.filter((item): item is TextItem => 'str' in item).map(placed);
      lines.push(...linesOf(runs));
    }
    const text = lines.join('\n');
    return text.trim() === '' ? { ok: false, problem: 'noText' } : { ok: true, text };
  } catch {
    // InvalidPDFException, PasswordException, a broken stream: all mean we cannot read it.
    return { ok: false, problem: 'unreadable' };
  } finally {
    await task.destroy();
  }
}
