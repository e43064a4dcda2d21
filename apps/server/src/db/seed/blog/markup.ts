import { escapeHtml } from '@parvaz/domain/format/html-text';
import type { BrandWords } from './brands';

/** `{brand}`, `{phone}` and `{city}` replaced by the brand's words, in plain text. */
export function fillBrand(text: string, words: BrandWords): string {
  return text.replace(/\{(brand|phone|city)\}/g, (_, key: keyof BrandWords) => words[key]);
}

/**
 * The same in HTML: the words escaped, and the phone number kept left to right in a paragraph
 * of Persian or Arabic (its own direction, so "+98 21 …" does not come out reversed).
 */
export function fillBrandHtml(html: string, words: BrandWords): string {
  return html.replace(/\{(brand|phone|city)\}/g, (_, key: keyof BrandWords) =>
    key === 'phone' ? `<span dir="ltr">${escapeHtml(words.phone)}</span>` : escapeHtml(words[key]),
  );
}

/**
 * The body's light markup as HTML: blocks split by blank lines; `## ` a heading, lines of
 * `- ` a list, anything else a paragraph. `**bold**` is the only inline mark. Text is escaped
 * first, so the data files cannot put markup in by mistake.
 */
export function bodyHtml(body: string): string {
  const inline = (text: string) =>
    escapeHtml(text.trim()).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
  return body
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines[0]?.startsWith('## ')) return `<h2>${inline(lines[0].slice(3))}</h2>`;
      if (lines.every((line) => line.startsWith('- ')))
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      return `<p>${inline(lines.join(' '))}</p>`;
    })
    .join('\n');
}
