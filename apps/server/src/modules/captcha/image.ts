import svgCaptcha from 'svg-captcha';
import type { ConfigObject } from 'svg-captcha';

/**
 * svg-captcha's main export renders a given text, but its type declarations only list `create`,
 * which draws its own text with Math.random. We choose the text with the CSPRNG and let the
 * library only draw it.
 */
const renderSvg = svgCaptcha as unknown as (text: string, options: ConfigObject) => string;

/**
 * The challenge as an image data URL. The glyphs are outlines (SVG paths), never text nodes, so the
 * answer cannot be read from the markup; SVG rather than the spec's JPEG because no maintained pure
 * JavaScript library draws JPEG captchas (docs/decisions.md).
 */
export function captchaImage(text: string): string {
  const svg = renderSvg(text, {
    width: 24 * text.length + 20,
    height: 40,
    fontSize: 44,
    noise: 3,
    // Dark grey glyphs: the library's random colours are sometimes too pale to read.
    color: false,
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
