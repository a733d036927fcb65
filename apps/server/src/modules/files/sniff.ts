/**
 * The type of an upload from its bytes (magic numbers), never from its name: a text file renamed
 * .png is text. Office files come in two containers, ZIP (docx, xlsx, pptx) and OLE2 (doc, xls,
 * ppt); the container is what the bytes prove, and the name only picks the member of the family.
 */

export type SniffedKind = 'jpeg' | 'png' | 'gif' | 'pdf' | 'zip' | 'ole2' | '7z' | 'rar' | 'text';

const startsWith = (bytes: Buffer, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

const MAGIC: ReadonlyArray<readonly [SniffedKind, readonly number[]]> = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', [0x47, 0x49, 0x46, 0x38]], // GIF8(7|9)a
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['zip', [0x50, 0x4b, 0x05, 0x06]], // an empty archive
  ['ole2', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['7z', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['rar', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]], // Rar! (v4 and v5)
];

/** C0 controls other than tab, line feed, form feed and carriage return: not in a text file. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x00-\x08\x0b\x0e-\x1f\x7f]/;

/** Plain text in UTF-8 (with or without BOM) or GB 18030, the two encodings of Chinese .txt files. */
function isText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  for (const encoding of ['utf-8', 'gb18030']) {
    try {
      const text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
      if (!CONTROL.test(text)) return true;
    } catch {
      // Not this encoding; try the next.
    }
  }
  return false;
}

export function sniffKind(bytes: Buffer): SniffedKind | null {
  for (const [kind, magic] of MAGIC) if (startsWith(bytes, magic)) return kind;
  return isText(bytes) ? 'text' : null;
}

/** Extensions each container may carry; the first is used when the name gives none that fits. */
const EXTENSIONS: Record<SniffedKind, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  pdf: ['pdf'],
  zip: ['zip', 'docx', 'xlsx', 'pptx'],
  ole2: ['doc', 'xls', 'ppt'],
  '7z': ['7z'],
  rar: ['rar'],
  text: ['txt'],
};

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
};

export interface FileType {
  kind: SniffedKind;
  /** The extension the bytes prove, refined by the name within the family (docx vs zip). */
  extension: string;
  contentType: string;
}

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();

/**
 * The type of `bytes` if it is one of `accepted` (extensions), else null. The name only chooses
 * between extensions of the same container: a .png name on JPEG bytes is stored as a JPEG.
 */
export function acceptedType(bytes: Buffer, fileName: string, accepted: readonly string[]): FileType | null {
  const kind = sniffKind(bytes);
  if (kind === null) return null;
  const family = EXTENSIONS[kind].filter((ext) => accepted.includes(ext));
  const named = extensionOf(fileName);
  const extension = named !== undefined && family.includes(named) ? named : family[0];
  if (extension === undefined) return null;
  const contentType =
    kind === 'text' ? `text/plain; charset=${textCharset(bytes)}` : (CONTENT_TYPES[extension] as string);
  return { kind, extension, contentType };
}

function textCharset(bytes: Buffer): string {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'gb18030';
  }
}
