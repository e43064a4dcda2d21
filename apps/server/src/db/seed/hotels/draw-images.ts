import { imageKinds, type ImageKind } from './images';

// The demo hotels' photos, drawn: a few templates (a street front, a room, a pool, a courtyard
// house, a landscape) whose colours and proportions change with the variant. The files in the
// web app's public/hotels/ are these drawings (write-images.ts writes them; a test compares),
// so a change here and the files cannot drift apart. Each stays a few kilobytes.

const width = 320;
const height = 200;

interface Palette {
  sky: string;
  wall: string;
  trim: string;
  accent: string;
  ground: string;
}

const palettes: readonly Palette[] = [
  { sky: '#cfe8f7', wall: '#e9d8b4', trim: '#8a6a3f', accent: '#2f6f8f', ground: '#b9a27c' },
  { sky: '#f6dcc4', wall: '#f3efe6', trim: '#5b6770', accent: '#c0563b', ground: '#a8a39a' },
  { sky: '#d8eef0', wall: '#c7d9e6', trim: '#2e4a62', accent: '#e0a030', ground: '#9fb3a0' },
  { sky: '#e6e0f5', wall: '#e4c9b0', trim: '#6b3f2a', accent: '#3a7d5c', ground: '#b69b7e' },
  { sky: '#fbe7c6', wall: '#d9e4d0', trim: '#44553b', accent: '#b2473e', ground: '#c2b08e' },
  { sky: '#d4e4fa', wall: '#f0e2d0', trim: '#7a5230', accent: '#1f5c99', ground: '#a99c86' },
  { sky: '#ffe3d8', wall: '#e8e8e8', trim: '#3d3d4a', accent: '#d1833a', ground: '#b5b0a5' },
  { sky: '#dff3e4', wall: '#efd9c3', trim: '#5c4033', accent: '#2b7a78', ground: '#a7b58d' },
];

function paletteOf(n: number): Palette {
  const palette = palettes[n % palettes.length];
  if (!palette) throw new Error('no palette');
  return palette;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">\n${body}\n</svg>\n`;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

/** Many same-coloured rectangles as one path: far smaller than one element each. */
function boxes(cells: readonly [number, number, number, number][], fill: string): string {
  const d = cells.map(([x, y, w, h]) => `M${x} ${y}h${w}v${h}h${-w}z`).join('');
  return `<path d="${d}" fill="${fill}"/>`;
}

function tree(x: number, y: number, size: number, colour: string): string {
  return `${rect(x - 2, y, 4, size, '#6b4b2a')}<circle cx="${x}" cy="${y}" r="${size * 0.6}" fill="${colour}"/>`;
}

function facade(variant: number, p: Palette): string {
  const storeys = 3 + (variant % 5);
  const columns = 4 + (variant % 3);
  const buildingWidth = 150 + (variant % 4) * 25;
  const left = (width - buildingWidth) / 2;
  // Windowed storeys stand on a ground floor with the door and the hotel's canopy.
  const groundFloor = 138;
  const storey = Math.min(26, 110 / storeys);
  const top = groundFloor - storeys * storey - 12;
  const cell = buildingWidth / columns;
  const windows: [number, number, number, number][] = [];
  for (let row = 0; row < storeys; row++)
    for (let col = 0; col < columns; col++)
      windows.push([
        Math.round(left + col * cell + cell * 0.25),
        Math.round(top + 12 + row * storey + storey * 0.2),
        Math.round(cell * 0.5),
        Math.round(storey * 0.55),
      ]);
  return svg(
    [
      rect(0, 0, width, height, p.sky),
      `<circle cx="${40 + variant * 30}" cy="36" r="16" fill="#fff6d5"/>`,
      rect(0, 175, width, 25, p.ground),
      rect(left, top, buildingWidth, 175 - top, p.wall),
      rect(left - 6, top - 6, buildingWidth + 12, 12, p.trim),
      boxes(windows, p.accent),
      rect(width / 2 - 14, 147, 28, 28, p.trim),
      rect(width / 2 - 40, 141, 80, 5, p.accent),
      variant % 2 === 0 ? tree(left - 22, 150, 22, '#4f8a4a') : '',
      variant % 3 === 0 ? tree(left + buildingWidth + 22, 150, 20, '#5c9a56') : '',
    ].join(''),
  );
}

function room(variant: number, p: Palette): string {
  const bedLeft = 60 + (variant % 3) * 20;
  return svg(
    [
      rect(0, 0, width, 150, p.wall),
      rect(0, 150, width, 50, p.ground),
      rect(200, 30, 80, 70, p.sky, ` stroke="${p.trim}" stroke-width="4"`),
      rect(192, 26, 14, 82, p.accent),
      rect(274, 26, 14, 82, p.accent),
      rect(bedLeft, 100, 150, 20, p.trim),
      rect(bedLeft, 70, 10, 70, p.trim),
      rect(bedLeft + 10, 104, 140, 30, '#ffffff'),
      rect(bedLeft + 60, 102, 90, 34, p.accent, ' rx="4"'),
      rect(bedLeft + 14, 92, 34, 14, '#f7f3ea', ' rx="6"'),
      rect(bedLeft + 170, 118, 26, 30, p.trim),
      `<path d="M${bedLeft + 174} 96h18l-4 16h-10z" fill="#fff1c1"/>`,
      variant % 2 === 0
        ? rect(bedLeft + 50, 36, 46, 30, p.accent, ` stroke="${p.trim}" stroke-width="3"`)
        : '',
    ].join(''),
  );
}

function pool(variant: number, p: Palette): string {
  const waves = [0, 1, 2]
    .map((i) => `M${40 + i * 14} ${150 + i * 10}q20 -6 40 0t40 0t40 0t40 0t40 0`)
    .join('');
  return svg(
    [
      rect(0, 0, width, height, p.sky),
      rect(0, 110, width, 90, '#efe6d6'),
      rect(30, 135, 260, 50, '#4fb3d9', ' rx="6"'),
      `<path d="${waves}" stroke="#bfe7f5" stroke-width="3" fill="none"/>`,
      rect(60 + variant * 20, 116, 50, 8, p.accent, ' rx="3"'),
      rect(130 + variant * 20, 116, 50, 8, p.accent, ' rx="3"'),
      `<path d="M240 78l40 16h-80z" fill="${p.trim}"/>`,
      rect(238, 92, 4, 40, '#6b4b2a'),
      tree(40, 80, 30, '#3f8a4f'),
    ].join(''),
  );
}

function courtyard(variant: number, p: Palette): string {
  const arches = [0, 1, 2, 3, 4]
    .map((i) => `M${30 + i * 56} 130v-40a22 22 0 0 1 44 0v40z`)
    .join('');
  return svg(
    [
      rect(0, 0, width, height, p.sky),
      rect(10, 40, 300, 100, p.wall),
      rect(10, 34, 300, 8, p.trim),
      `<path d="${arches}" fill="${p.trim}" fill-opacity=".55"/>`,
      rect(0, 140, width, 60, '#d9c7a5'),
      rect(95, 150, 130, 30, '#5bb5c9', ` stroke="${p.accent}" stroke-width="4"`),
      `<circle cx="160" cy="165" r="5" fill="#e8f7fb"/>`,
      tree(60, 140, 22 + variant * 3, '#4a7d3b'),
      tree(260, 140, 22 + variant * 3, '#4a7d3b'),
    ].join(''),
  );
}

function nature(variant: number, p: Palette): string {
  const peak = 40 + variant * 12;
  return svg(
    [
      rect(0, 0, width, height, p.sky),
      `<circle cx="${250 - variant * 40}" cy="40" r="18" fill="#fff2c4"/>`,
      `<path d="M0 140L80 ${peak}L150 120L220 ${peak + 20}L320 130V200H0z" fill="${p.trim}" fill-opacity=".7"/>`,
      rect(0, 150, width, 50, p.ground),
      rect(120, 118, 80, 40, p.wall),
      `<path d="M140 118a20 20 0 0 1 40 0z" fill="${p.wall}"/>`,
      rect(152, 134, 16, 24, p.trim),
      tree(60, 140, 24, '#4f7d3a'),
      tree(260, 145, 20, '#5b8c45'),
    ].join(''),
  );
}

const drawers: Readonly<Record<ImageKind, (variant: number, palette: Palette) => string>> = {
  facade,
  room,
  pool,
  courtyard,
  nature,
};

/** Every drawing, by its file name under the web app's public/hotels/. */
export function drawHotelImages(): { file: string; svg: string }[] {
  return (Object.keys(imageKinds) as ImageKind[]).flatMap((kind, k) =>
    Array.from({ length: imageKinds[kind] }, (_, i) => ({
      file: `${kind}-${i + 1}.svg`,
      svg: drawers[kind](i + 1, paletteOf(i * 3 + k)),
    })),
  );
}
