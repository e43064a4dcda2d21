import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { startUpDataElementId } from '@parvaz/domain/contracts/start-up';
import { languageMeta } from '@parvaz/i18n';
import { readLocale } from '@parvaz/i18n/node';
import { languages, type Language } from '@parvaz/domain/languages';

/**
 * The web app's index page for one request, with the brand written in: the language and
 * direction of its locale, its name as the title, a description for search engines, its
 * colour, a preload of the translations and the font the first paint needs, and the start-up
 * configuration the app would otherwise ask the API for before it can paint anything.
 */
export type IndexPage = (request: FastifyRequest) => string;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function indexPageRenderer(
  webDist: string,
  startUpData: (request: FastifyRequest) => unknown,
): IndexPage {
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const words = Object.fromEntries(
    languages.map((language) => {
      const common = readLocale(language, 'common');
      return [
        language,
        { description: common['home.tagline'] ?? '', loading: common['loader.loading'] ?? '' },
      ];
    }),
  ) as Record<Language, { description: string; loading: string }>;

  return (request) => {
    const { tenant } = request;
    const language = tenant.locale;
    const head = [
      `<title>${escapeHtml(tenant.name[language])}</title>`,
      `<meta name="description" content="${escapeHtml(words[language].description)}" />`,
      `<meta name="theme-color" content="${escapeHtml(tenant.palette.primary.main)}" />`,
      // The body text's web font, which the first paint of fa and ar pages waits for.
      ...(languageMeta[language].fontFamily.startsWith('Vazirmatn')
        ? [
            '<link rel="preload" href="/fonts/Vazirmatn-Regular.woff2" as="font" type="font/woff2" crossorigin="anonymous" />',
          ]
        : []),
      ...['common', 'messages'].map(
        (namespace) =>
          `<link rel="preload" href="/locales/${language}/${namespace}.json" as="fetch" crossorigin="anonymous" />`,
      ),
      `<script id="${startUpDataElementId}" type="application/json">${jsonForScript(startUpData(request))}</script>`,
    ].join('\n    ');
    return (
      template
        .replace(/<html[^>]*>/, `<html lang="${language}" dir="${languageMeta[language].dir}">`)
        .replace(/<meta name="theme-color"[^>]*>\s*/, '')
        .replace(/<title>[^<]*<\/title>/, head)
        // The start-up loader shows the brand's name: the first paint comes before any script.
        .replace(
          /<div class="boot-loader" role="status" aria-label="[^"]*">\s*<div>/,
          `<div class="boot-loader" role="status" aria-label="${escapeHtml(words[language].loading)}"><div><p>${escapeHtml(tenant.name[language])}</p>`,
        )
    );
  };
}
