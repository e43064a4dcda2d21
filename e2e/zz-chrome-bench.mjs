// temporary: CPU of Chromium for a fixed set of page loads, by launch flags
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const axe = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const hosts = ['sepehran', 'turk', 'oman'].map((b) => `http://${b}.localhost:18999`);
const base = hosts[0];
const extra = (process.env.FLAGS ?? '').split(' ').filter(Boolean);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', headless: true,
  args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync', ...extra] });
const paths = ['/', '/flights', '/hotels', '/faq', '/blogs', '/aboutUs', '/recruitment', '/login', '/ticket', '/refund', '/flightInformations', '/contactUs'];
const t0 = Date.now();
for (const lang of ['fa', 'en']) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...(process.env.RM ? { reducedMotion: 'reduce' } : {}) });
  await context.addCookies(hosts.map((url) => ({ name: 'parvaz_lang', value: lang, url })));
  const page = await context.newPage();
  for (const [i, path] of paths.entries()) {
    await page.goto(`${hosts[i % 3]}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    if (process.env.AXE) { await page.evaluate(axe); const r = await page.evaluate(() => axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa'] } })); }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await context.close();
}
console.log('wall', (Date.now() - t0) / 1000);
await browser.close();
