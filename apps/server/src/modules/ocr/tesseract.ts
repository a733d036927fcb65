import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';
import { extractIdCardBack, extractIdCardFront, extractLicense } from '@/modules/ocr/extract.ts';
import type { OcrDocument, OcrFields, OcrProvider } from '@/modules/ocr/provider.ts';

/**
 * The local provider: tesseract.js (WebAssembly in a worker thread) with the simplified-Chinese
 * model of `@tesseract.js-data/chi_sim`, read from node_modules. Nothing is fetched: `langPath` is a
 * directory (tesseract.js reads local paths from disk), and the language cache is off, so nothing is
 * written either. chi_sim also reads Latin letters and digits, which is all the codes need; no
 * English model is installed. The `4.0.0_best_int` model (LSTM only, 1.7 MB) is the one tesseract.js
 * itself picks for the LSTM engine; it reads these documents as well as the 20 MB legacy build.
 */

const LANGUAGE = 'chi_sim';

function languageDirectory(): string {
  const manifest = createRequire(import.meta.url).resolve('@tesseract.js-data/chi_sim/package.json');
  return join(dirname(manifest), '4.0.0_best_int');
}

const EXTRACT: { [D in OcrDocument]: (text: string) => OcrFields[D] } = {
  businessLicense: extractLicense,
  idCardFront: extractIdCardFront,
  idCardBack: extractIdCardBack,
};

export function tesseractProvider(): OcrProvider {
  // One worker, created on the first recognition (start-up and tests that never read a picture pay
  // nothing) and reused; its jobs run one after another.
  let worker: Promise<Tesseract.Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function startWorker(): Promise<Tesseract.Worker> {
    const started = await Tesseract.createWorker(LANGUAGE, Tesseract.OEM.LSTM_ONLY, {
      langPath: languageDirectory(),
      gzip: true,
      cacheMethod: 'none',
    });
    // Keeps Chinese words together ("名 称" → "名称") so labels and values stay on their line.
    await started.setParameters({ preserve_interword_spaces: '1' });
    return started;
  }

  async function dropWorker(): Promise<void> {
    const current = worker;
    worker = null;
    await current?.then((w) => w.terminate()).catch(() => undefined);
  }

  async function readText(image: Buffer): Promise<string> {
    worker ??= startWorker();
    try {
      const { data } = await (await worker).recognize(image);
      return data.text;
    } catch (error) {
      // A worker that failed (a crash, a bad start) is not trusted with the next picture.
      await dropWorker();
      throw error;
    }
  }

  return {
    recognise<D extends OcrDocument>(document: D, image: Buffer): Promise<OcrFields[D]> {
      const job = queue.then(() => readText(image)).then((text) => EXTRACT[document](text));
      queue = job.catch(() => undefined);
      return job;
    },
    close: () => queue.then(dropWorker),
  };
}
