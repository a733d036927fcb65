import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Real files for the demo catalogue, generated at seed time: Word (.docx) and Excel (.xlsx)
 * templates written as minimal Office Open XML packages, CSV lists and SVG logos. No library is
 * installed for Office files, and these need only a ZIP container, which is short to write. The
 * output is deterministic (fixed timestamps), so a second seed produces the same hashes and stores
 * nothing new.
 */

interface ZipEntry {
  name: string;
  data: Buffer;
}

/** 2024-01-01 00:00 in MS-DOS time and date: the same bytes on every run. */
const DOS_TIME = 0;
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

/** A ZIP archive of deflated entries (APPNOTE 6.3: local headers, central directory, end record). */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const PACKAGE_RELS = (target: string) =>
  xml(
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`,
  );

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A Word document: a bold title, then paragraphs; a paragraph of '____' lines is a form field. */
export function docx(title: string, paragraphs: readonly string[]): Buffer {
  const run = (text: string, bold = false) =>
    `<w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  const body = [
    `<w:p><w:pPr><w:jc w:val="center"/></w:pPr>${run(title, true)}</w:p>`,
    ...paragraphs.map((p) => `<w:p>${run(p)}</w:p>`),
  ].join('');
  return zip([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    { name: '_rels/.rels', data: PACKAGE_RELS('word/document.xml') },
    {
      name: 'word/document.xml',
      data: xml(
        `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr></w:body></w:document>`,
      ),
    },
  ]);
}

/** An Excel workbook of one sheet; cells are inline strings (numbers are typed in by the user). */
export function xlsx(sheetName: string, rows: readonly (readonly string[])[]): Buffer {
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map(
            (cell, c) =>
              `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  const widths = (rows[0] ?? []).map(
    (_, c) => `<col min="${c + 1}" max="${c + 1}" width="22" customWidth="1"/>`,
  );
  return zip([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    { name: '_rels/.rels', data: PACKAGE_RELS('xl/workbook.xml') },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(
        `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols>${widths.join('')}</cols><sheetData>${sheetRows}</sheetData></worksheet>`,
      ),
    },
  ]);
}

/** CSV with a byte-order mark, so Excel on Chinese Windows reads it as UTF-8. */
export function csv(rows: readonly (readonly string[])[]): Buffer {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return Buffer.from(`\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

const CJK_FONTS = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

/** A square institution logo: a coloured tile with a mark and the institution's two-character short name. */
export function institutionLogo(
  label: string,
  color: string,
  mark: 'bank' | 'factoring' | 'finance',
): Buffer {
  const marks = {
    bank: '<path d="M60 22 L92 38 H28 Z M32 42 h8 v26 h-8z M56 42 h8 v26 h-8z M80 42 h8 v26 h-8z M26 72 h68 v6 H26z" fill="#fff"/>',
    factoring:
      '<path d="M30 30 h44 l16 16 v32 H30z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M40 52 h36 M40 64 h24" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
    finance:
      '<circle cx="60" cy="52" r="26" fill="none" stroke="#fff" stroke-width="6"/><path d="M48 44 l12 12 l12 -12 M60 56 v14 M50 60 h20" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>',
  };
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img"><title>${escapeXml(label)}</title><rect width="120" height="120" rx="22" fill="${color}"/>${marks[mark]}<text x="60" y="106" text-anchor="middle" font-family="${CJK_FONTS}" font-size="20" font-weight="700" fill="#fff">${escapeXml(label)}</text></svg>`,
  );
}

/** A platform logo for the header, login screen and footer: an emblem and the platform name. */
export function platformLogo(name: string, color: string, textColor: string): Buffer {
  const width = 56 + name.length * 22;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img"><title>${escapeXml(name)}</title><rect x="4" y="6" width="36" height="36" rx="9" fill="${color}"/><path d="M13 30 l7 -8 l6 5 l8 -10" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><text x="50" y="32" font-family="${CJK_FONTS}" font-size="20" font-weight="700" fill="${textColor}">${escapeXml(name)}</text></svg>`,
  );
}
