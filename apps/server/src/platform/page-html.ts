import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mainScriptElementId, startUpDataElementId } from '@parvaz/domain/contracts/start-up';
import { escapeHtml } from '@parvaz/domain/format/html-text';
import { bootScript } from './boot-script';

/** The built index page, split where a rendered page puts its parts. */
export interface PageTemplate {
  /** The index page as built, for a page the server could not render (the browser renders it). */
  plain: string;
  compose(page: {
    lang: string;
    dir: string;
    head: string;
    html: string;
    data: string;
    fetches: readonly string[];
  }): string;
}

const moduleScript = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const modulePreload = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * Reads the web app's index page once. A rendered page gets the brand's language and direction,
 * the page's head (title, description, critical CSS), the rendered app in the root element, the
 * start-up data, and the boot script in place of the main script tag and its module preloads
 * (with the files the page fetches before it hydrates, which the boot script requests at once).
 */
export function loadPageTemplate(webDist: string): PageTemplate {
  const plain = readFileSync(join(webDist, 'index.html'), 'utf8');
  const main = moduleScript.exec(plain)?.[1];
  const preloads = [...plain.matchAll(modulePreload)].map((match) => match[1]).join(' ');
  const bare = plain
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace(/<meta name="theme-color"[^>]*>\s*/, '')
    .replace(/<link rel="icon"[^>]*>\s*/, '');
  const [beforeRoot, afterRootOpen] = splitOnce(bare, '<div id="root">');
  const [, afterRoot] = splitOnce(afterRootOpen, '</div>\n    </div>');
  return {
    plain,
    compose: ({ lang, dir, head, html, data, fetches }) =>
      beforeRoot
        .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${dir}">`)
        .replace(/<title>[^<]*<\/title>/, head) +
      `<div id="root">${html}</div>` +
      `\n    <script id="${startUpDataElementId}" type="application/json">${data}</script>` +
      (main
        ? `\n    <script id="${mainScriptElementId}" type="application/json" data-src="${main}" data-preload="${preloads}" data-fetch="${escapeHtml(fetches.join(' '))}">null</script>` +
          `\n    <script>${bootScript}</script>`
        : '') +
      afterRoot,
  };
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  if (at < 0) throw new Error(`The web app's index page has no ${separator}`);
  return [text.slice(0, at), text.slice(at + separator.length)];
}
