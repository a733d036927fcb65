/**
 * Document recognition behind one interface: the local tesseract.js provider (tesseract.ts) is the
 * default, and a cloud OCR service can replace it by implementing `OcrProvider` and being passed to
 * `buildApp` (`BuildOptions.ocr`). A provider only reads; the service checks what it read
 * (check characters, dates) whoever the provider is.
 */

export type OcrDocument = 'businessLicense' | 'idCardFront' | 'idCardBack';

/** What a provider read; null where it found nothing. Dates are ISO (YYYY-MM-DD). */
export interface LicenseFields {
  companyName: string | null;
  creditCode: string | null;
  legalRepresentative: string | null;
  address: string | null;
  validityStart: string | null;
  /** '9999-12-31' when the licence says 长期. */
  validityEnd: string | null;
}

export interface IdCardFrontFields {
  name: string | null;
  idNumber: string | null;
}

export interface IdCardBackFields {
  validityStart: string | null;
  /** '9999-12-31' when the card says 长期. */
  validityEnd: string | null;
}

export interface OcrFields {
  businessLicense: LicenseFields;
  idCardFront: IdCardFrontFields;
  idCardBack: IdCardBackFields;
}

export interface OcrProvider {
  /** Reads one document from an image's bytes (JPEG, PNG or GIF). Throws when the engine fails. */
  recognise<D extends OcrDocument>(document: D, image: Buffer): Promise<OcrFields[D]>;
  /** Releases the engine (the app calls it on close). */
  close(): Promise<void>;
}
