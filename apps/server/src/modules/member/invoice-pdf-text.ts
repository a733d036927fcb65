import { Piscina } from 'piscina';

/**
 * The text of a PDF (an electronic invoice) in reading order, read by pdfjs-dist in a thread of its
 * own (invoice-pdf-worker.mjs says why), started at the first file and ended when idle.
 */

/** An invoice is one or two pages; later pages are not read, bounding the work per file. */
export const PDF_PAGE_LIMIT = 2;

export type PdfText = { ok: true; text: string } | { ok: false; problem: 'unreadable' | 'noText' };

/** Beside this module in the source, beside server.mjs in the build (apps/server/build.mjs). */
const WORKER = new URL('./invoice-pdf-worker.mjs', import.meta.url);
/** The thread ends after this long without a file, so an idle server holds no PDF reader. */
const IDLE_MS = 60_000;

let reader: Piscina | undefined;

export interface TextRun {
  str: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

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
  reader ??= new Piscina({ filename: WORKER.href, maxThreads: 1, idleTimeout: IDLE_MS });
  // A tight copy: a Buffer may be a view of a larger pool, which the message would carry whole.
  const pages = (await reader.run({ bytes: new Uint8Array(bytes), pageLimit: PDF_PAGE_LIMIT })) as
    TextRun[][] | null;
  if (pages === null) return { ok: false, problem: 'unreadable' };
  const text = pages.flatMap(linesOf).join('\n');
  return text.trim() === '' ? { ok: false, problem: 'noText' } : { ok: true, text };
}
