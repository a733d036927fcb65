/**
 * Files whose bytes are one thing and whose name says another: each sample's bytes, what they
 * really are and the extensions such bytes may honestly carry. Written out here rather than taken
 * from the server's sniffer, so the test does not check the sniffer against itself.
 */

export interface Sample {
  label: string;
  bytes: Buffer;
  /** Extensions these bytes may be stored under; empty when no upload accepts them. */
  honest: readonly string[];
  /** The content type they are served with when accepted. */
  contentType?: RegExp;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const padded = (head: number[] | string, size = 64) =>
  Buffer.concat([Buffer.from(head as never), Buffer.alloc(size)]);

export const SAMPLES: readonly Sample[] = [
  { label: 'PNG', bytes: PNG, honest: ['png'], contentType: /^image\/png$/ },
  {
    label: 'JPEG',
    bytes: padded([0xff, 0xd8, 0xff, 0xe0]),
    honest: ['jpg', 'jpeg'],
    contentType: /^image\/jpeg$/,
  },
  { label: 'GIF', bytes: padded('GIF89a'), honest: ['gif'], contentType: /^image\/gif$/ },
  {
    label: 'a GIF that is also a script',
    bytes: Buffer.from('GIF89a/*<script>alert(1)</script>*/=1;'),
    honest: ['gif'],
    contentType: /^image\/gif$/,
  },
  {
    label: 'PDF',
    bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'),
    honest: ['pdf'],
    contentType: /^application\/pdf$/,
  },
  {
    label: 'ZIP (Office Open XML)',
    bytes: padded([0x50, 0x4b, 0x03, 0x04]),
    honest: ['zip', 'docx', 'xlsx', 'pptx'],
    contentType: /^application\/(zip|vnd\.openxmlformats)/,
  },
  {
    label: 'OLE2 (old Office)',
    bytes: padded([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    honest: ['doc', 'xls', 'ppt'],
    contentType: /^application\/(msword|vnd\.ms-)/,
  },
  {
    label: '7z',
    bytes: padded([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
    honest: ['7z'],
    contentType: /^application\/x-7z/,
  },
  {
    label: 'RAR',
    bytes: padded([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]),
    honest: ['rar'],
    contentType: /^application\/vnd\.rar$/,
  },
  {
    label: 'plain text',
    bytes: Buffer.from('供应链金融 plain text\n'),
    honest: ['txt'],
    contentType: /^text\/plain; charset=/,
  },
  {
    label: 'an HTML page with a script',
    bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    honest: ['txt'],
    contentType: /^text\/plain; charset=/,
  },
  {
    label: 'an SVG with an onload handler',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
    honest: ['txt'],
    contentType: /^text\/plain; charset=/,
  },
  {
    label: 'a Windows executable',
    bytes: padded([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]),
    honest: [],
  },
  { label: 'an ELF executable', bytes: padded([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), honest: [] },
];
