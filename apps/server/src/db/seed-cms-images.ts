import { createHash } from 'node:crypto';

/**
 * The demo content's pictures, drawn as SVG: news covers, home banners, partner logos, the
 * platform logo, figures inside articles and the footer's QR codes. Deterministic (the same
 * input gives the same bytes), so the content-addressed store keeps one copy however often the
 * seed runs.
 */

const FONT = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif`;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Splits a title into lines of at most `width` characters, at most `lines` lines (ellipsis if cut). */
export function wrapText(text: string, width: number, lines: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < lines; i += width)
    out.push(chars.slice(i, i + width).join(''));
  if (chars.length > width * lines)
    out[lines - 1] = `${Array.from(out[lines - 1] ?? '')
      .slice(0, width - 1)
      .join('')}…`;
  return out;
}

/** A number in [0, 1) from a string, so decorations differ between pictures but not between runs. */
function noise(seed: string, index: number): number {
  const digest = createHash('sha256').update(`${seed}/${index}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export const PALETTES: Record<string, Palette> = {
  platformNews: { from: '#0b3d91', to: '#1677ff', accent: '#69b1ff' },
  industryNews: { from: '#114b5f', to: '#1a936f', accent: '#88d498' },
  policyRegulation: { from: '#7a1f1f', to: '#c0392b', accent: '#f5b7b1' },
  notice: { from: '#7c4a03', to: '#d48806', accent: '#ffd666' },
  helpCenter: { from: '#2f1c6a', to: '#722ed1', accent: '#d3adf7' },
  policy: { from: '#8a2c0d', to: '#d4380d', accent: '#ffbb96' },
  product: { from: '#003a8c', to: '#13c2c2', accent: '#87e8de' },
  link: { from: '#10239e', to: '#2f54eb', accent: '#adc6ff' },
};

const gradient = (id: string, { from, to }: Palette) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Soft circles and a rising line, placed by the seed: the covers do not all look alike. */
function decorations(seed: string, width: number, height: number, accent: string): string {
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const cx = Math.round(width * (0.55 + 0.45 * noise(seed, i)));
      const cy = Math.round(height * noise(seed, i + 10));
      const r = Math.round(height * (0.15 + 0.35 * noise(seed, i + 20)));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity="${(0.08 + 0.1 * noise(seed, i + 30)).toFixed(2)}"/>`;
    })
    .join('');
  const points = Array.from({ length: 8 }, (_, i) => {
    const x = Math.round(width * (0.5 + (i / 7) * 0.48));
    const y = Math.round(height * (0.85 - (i / 7) * 0.45 - 0.12 * noise(seed, i + 40)));
    return `${x},${y}`;
  }).join(' ');
  return `${circles}<polyline points="${points}" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="4" stroke-linejoin="round"/>`;
}

/** A news cover, 640×360: the sub-type on a tag and the title. */
export function newsCoverSvg(title: string, label: string, palette: Palette): string {
  const lines = wrapText(title, 15, 3);
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${150 + i * 48}" font-size="34" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" font-family="${FONT}"><defs>${gradient('g', palette)}</defs><rect width="640" height="360" fill="url(#g)"/>${decorations(title, 640, 360, palette.accent)}<rect x="40" y="52" rx="14" width="${28 + Array.from(label).length * 20}" height="36" fill="#fff" fill-opacity="0.18"/><text x="54" y="77" font-size="20" fill="#fff">${escapeXml(label)}</text>${text}</svg>`;
}

/** A home banner, 1200×360: headline, sub-line and a call to action. */
export function bannerSvg(headline: string, subline: string, action: string, palette: Palette): string {
  const bars = [0, 1, 2, 3, 4]
    .map((i) => {
      const h = 60 + Math.round(150 * noise(headline, i + 50)) + i * 18;
      return `<rect x="${860 + i * 58}" y="${300 - h}" width="36" height="${h}" rx="6" fill="#fff" fill-opacity="${(0.18 + i * 0.08).toFixed(2)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" font-family="${FONT}"><defs>${gradient('g', palette)}</defs><rect width="1200" height="360" fill="url(#g)"/>${decorations(subline, 1200, 360, palette.accent)}${bars}<text x="80" y="150" font-size="52" font-weight="700" fill="#fff">${escapeXml(headline)}</text><text x="80" y="212" font-size="26" fill="#fff" fill-opacity="0.9">${escapeXml(subline)}</text><rect x="80" y="250" rx="24" width="${60 + Array.from(action).length * 22}" height="48" fill="#fff"/><text x="${110}" y="282" font-size="22" font-weight="700" fill="${palette.from}">${escapeXml(action)}</text></svg>`;
}

/** A partner's logo, 240×80: an emblem with the first character and the name. */
export function partnerLogoSvg(name: string, short: string, color: string): string {
  const size = Array.from(name).length > 9 ? 15 : 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" font-family="${FONT}"><rect width="240" height="80" rx="8" fill="#fff"/><circle cx="40" cy="40" r="24" fill="${color}"/><circle cx="40" cy="40" r="18" fill="none" stroke="#fff" stroke-width="2"/><text x="40" y="47" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(short)}</text><text x="74" y="46" font-size="${size}" font-weight="700" fill="#1f1f1f">${escapeXml(name)}</text></svg>`;
}

/** The platform's logo, 96 high and as wide as its name needs (26 px a character). */
export function platformLogoSvg(name: string): string {
  const width = 96 + Array.from(name).length * 27 + 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="96" viewBox="0 0 ${width} 96" font-family="${FONT}"><defs>${gradient('g', PALETTES.platformNews as Palette)}</defs><rect x="8" y="12" width="72" height="72" rx="18" fill="url(#g)"/><path d="M26 62 L42 42 L54 52 L66 30" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="66" cy="30" r="5" fill="#fff"/><text x="96" y="58" font-size="26" font-weight="700" fill="#0b3d91">${escapeXml(name)}</text></svg>`;
}

/** A figure of numbered steps, 960×240, for how-to articles. */
export function stepsFigureSvg(steps: string[], palette: Palette): string {
  const width = 960;
  const slot = width / steps.length;
  const items = steps
    .map((step, i) => {
      const cx = Math.round(slot * i + slot / 2);
      const arrow =
        i < steps.length - 1
          ? `<path d="M${cx + 44} 96 H${Math.round(cx + slot - 44)}" stroke="${palette.to}" stroke-width="3" marker-end="url(#a)"/>`
          : '';
      const label = wrapText(step, 7, 2)
        .map(
          (line, j) =>
            `<text x="${cx}" y="${170 + j * 26}" font-size="20" fill="#262626" text-anchor="middle">${escapeXml(line)}</text>`,
        )
        .join('');
      return `<circle cx="${cx}" cy="96" r="36" fill="url(#g)"/><text x="${cx}" y="106" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${i + 1}</text>${arrow}${label}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="240" viewBox="0 0 ${width} 240" font-family="${FONT}"><defs>${gradient('g', palette)}<marker id="a" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="${palette.to}"/></marker></defs><rect width="${width}" height="240" rx="12" fill="#f5f7fa"/>${items}</svg>`;
}

/** A bar chart, 960×320, for articles that cite figures. */
export function barChartSvg(
  title: string,
  bars: { label: string; value: number }[],
  palette: Palette,
): string {
  const max = Math.max(...bars.map((b) => b.value));
  const slot = 840 / bars.length;
  const items = bars
    .map((bar, i) => {
      const h = Math.round((bar.value / max) * 200);
      const x = Math.round(80 + slot * i + slot * 0.2);
      const w = Math.round(slot * 0.6);
      return `<rect x="${x}" y="${270 - h}" width="${w}" height="${h}" rx="4" fill="url(#g)"/><text x="${x + w / 2}" y="${262 - h}" font-size="16" fill="#262626" text-anchor="middle">${bar.value}</text><text x="${x + w / 2}" y="296" font-size="16" fill="#595959" text-anchor="middle">${escapeXml(bar.label)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="320" viewBox="0 0 960 320" font-family="${FONT}"><defs>${gradient('g', palette)}</defs><rect width="960" height="320" rx="12" fill="#f5f7fa"/><text x="40" y="40" font-size="20" font-weight="700" fill="#262626">${escapeXml(title)}</text><line x1="60" y1="270" x2="920" y2="270" stroke="#bfbfbf"/>${items}</svg>`;
}

/**
 * A QR-code-like picture, 200×200 (finder squares and modules from the seed). Decorative: the demo
 * has no official account to point at.
 */
export function qrSvg(seed: string): string {
  const n = 25;
  const cell = 8;
  const finder = (x: number, y: number) =>
    `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}" fill="#000"/><rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/><rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="#000"/>`;
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  let modules = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!inFinder(x, y) && noise(seed, y * n + x) < 0.48) {
        modules += `<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}"/>`;
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="#fff"/><g fill="#000">${modules}</g>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</svg>`;
}
