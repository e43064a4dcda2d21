/**
 * A post's text without its markup, entities read as spaces: for counting words and searching,
 * never for showing (what is shown is the sanitised HTML itself).
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}
