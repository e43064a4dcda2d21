import { createHash } from 'node:crypto';
import { mainScriptElementId } from '@parvaz/domain/contracts/start-up';

/**
 * The only inline script of a page: it loads the web app's main script, and preloads the modules
 * it imports, once the server's HTML has been painted, so the first paint waits for no
 * JavaScript and shares the line with none (Lighthouse counts even a module script in the head as
 * render-blocking). The addresses are the data-src and data-preload of the element it finds by
 * id; the content never changes, so the content security policy names it by its hash.
 */
export const bootScript = `(function(){var m=document.getElementById(${JSON.stringify(mainScriptElementId)});if(!m)return;function go(){var h=document.head;(m.getAttribute('data-preload')||'').split(' ').forEach(function(u){if(!u)return;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='anonymous';s.src=m.getAttribute('data-src');h.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)})})();`;

export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
