import { createHash } from 'node:crypto';
import { mainScriptElementId } from '@parvaz/domain/contracts/start-up';
import { pressCaptureScript } from './press-capture';

/**
 * The only inline script of a page: it holds the presses made before the app wakes
 * (`press-capture.ts`), and it loads the web app's main script, and preloads the modules
 * it imports, once the server's HTML has been painted, so the first paint waits for no
 * JavaScript and shares the line with none (Lighthouse counts even a module script in the head as
 * render-blocking). With the modules it asks for the files the main script fetches before it
 * hydrates (the page's translations), so they arrive beside the modules, not after them. The
 * addresses are the data-src, data-preload and data-fetch of the element it finds by id; the
 * content never changes, so the content security policy names it by its hash.
 */
export const bootScript = `${pressCaptureScript}\n(function(){var m=document.getElementById(${JSON.stringify(mainScriptElementId)});if(!m)return;function add(r,u,a){if(!u)return;var l=document.createElement('link');l.rel=r;if(a)l.as=a;l.crossOrigin='anonymous';l.href=u;document.head.appendChild(l)}function go(){(m.getAttribute('data-fetch')||'').split(' ').forEach(function(u){add('preload',u,'fetch')});(m.getAttribute('data-preload')||'').split(' ').forEach(function(u){add('modulepreload',u)});var s=document.createElement('script');s.type='module';s.crossOrigin='anonymous';s.src=m.getAttribute('data-src');document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)})})();`;

export const bootScriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;
