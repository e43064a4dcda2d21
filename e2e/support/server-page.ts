// A page as a reader with no JavaScript gets it from the e2e server: its status, its HTML, and
// the rendered app's text with the tags stripped.
import { inject } from 'vitest';

const baseUrl = inject('baseUrl');

export interface Page {
  status: number;
  html: string;
  /** The rendered app's text, tags stripped. */
  text: string;
}

export async function page(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const html = await response.text();
  const root = html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf('<script id="parvaz-start-up"'),
  );
  const text = root
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { status: response.status, html, text };
}
