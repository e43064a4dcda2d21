// Bundles the server into dist/main.js. The workspace packages (@parvaz/*) are TypeScript source
// and go into the bundle; every other package stays in node_modules.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@parvaz/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The PDF renderers (tickets, hotel vouchers) look for their fonts in a fonts folder beside the running file
// (src/platform/pdf/pdf-fonts.ts): copy only the weights they use, not the 20 MB package.
const vazirmatn = dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json'));
mkdirSync('dist/fonts', { recursive: true });
for (const file of ['Vazirmatn-Regular.ttf', 'Vazirmatn-Bold.ttf']) {
  copyFileSync(join(vazirmatn, 'fonts', 'ttf', file), join('dist', 'fonts', file));
}
copyFileSync(join(vazirmatn, 'OFL.txt'), join('dist', 'fonts', 'Vazirmatn-OFL.txt'));
