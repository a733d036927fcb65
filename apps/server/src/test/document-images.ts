import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

/**
 * Pictures of the documents the registration recognises, drawn for tests: black text on a light
 * ground, as a scan of a business licence or an ID card reads. The server's OCR tests and the
 * browser flows draw them here, so what recognition is proven on is what the wizard is fed.
 * Imports nothing of the server, so the Playwright specs can use it as well.
 */

const FONT = 'Test Noto Sans CJK';
GlobalFonts.registerFromPath('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', FONT);

/** A titled page of lines at 48 px, the size the chi_sim model reads reliably. */
export function drawDocument(title: string | null, lines: string[]): Buffer {
  const size = 48;
  const canvas = createCanvas(1400, 160 + lines.length * size * 2);
  const g = canvas.getContext('2d');
  g.fillStyle = '#faf6ea';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111111';
  if (title) {
    g.font = `64px "${FONT}"`;
    g.fillText(title, 520, 90);
  }
  g.font = `${size}px "${FONT}"`;
  lines.forEach((line, i) => g.fillText(line, 70, 190 + i * size * 2));
  return canvas.toBuffer('image/png');
}

/** A tiny picture with no text: a valid PNG that recognition cannot read anything from. */
export function drawBlankPicture(): Buffer {
  const canvas = createCanvas(16, 16);
  canvas.getContext('2d').fillRect(0, 0, 8, 8);
  return canvas.toBuffer('image/png');
}

/** A date as a licence prints it: 2015年03月12日. */
const licenceDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${year}年${month}月${day}日`;
};

export interface LicenceText {
  creditCode: string;
  companyName: string;
  legalRepresentative: string;
  address: string;
  /** ISO dates. */
  validityStart: string;
  validityEnd: string;
}

/** A business licence (营业执照) with the fields the wizard's step 0 takes from it. */
export function drawBusinessLicence(licence: LicenceText): Buffer {
  return drawDocument('营业执照', [
    `统一社会信用代码 ${licence.creditCode}`,
    `名称 ${licence.companyName}`,
    '类型 有限责任公司',
    `法定代表人 ${licence.legalRepresentative}`,
    `住所 ${licence.address}`,
    `营业期限 ${licenceDate(licence.validityStart)} 至 ${licenceDate(licence.validityEnd)}`,
  ]);
}

export interface IdFrontText {
  name: string;
  idNumber: string;
  /** As printed: 女 or 男. */
  sex: string;
  /** As printed: 1990年3月7日. */
  birth: string;
  address: string;
}

/** The photo side of a resident ID card: name and ID number. */
export function drawIdCardFront(card: IdFrontText): Buffer {
  return drawDocument(null, [
    `姓名 ${card.name}`,
    `性别 ${card.sex} 民族 汉`,
    `出生 ${card.birth}`,
    `住址 ${card.address}`,
    `公民身份号码 ${card.idNumber}`,
  ]);
}

export interface IdBackText {
  issuer: string;
  /** As printed: 2016.05.20-2036.05.20. */
  validity: string;
}

/** The emblem side of a resident ID card: issuer and validity. */
export function drawIdCardBack(card: IdBackText): Buffer {
  return drawDocument('中华人民共和国居民身份证', [`签发机关 ${card.issuer}`, `有效期限 ${card.validity}`]);
}
