// The ticket's colours: fixed inks and the palette drawn from the brand colour.

export const ink = '#1F2430';
export const muted = '#687082';
export const hairline = '#DADDE3';
export const white = '#FFFFFF';
const fallbackPrimary = '#1F2430';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Each channel moved `amount` of the way to `target` (0 black, 255 white). */
function mix(rgb: Rgb, target: number, amount: number): Rgb {
  const towards = (c: number) => c + (target - c) * amount;
  return { r: towards(rgb.r), g: towards(rgb.g), b: towards(rgb.b) };
}

/** WCAG relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrastWithWhite = (rgb: Rgb) => 1.05 / (luminance(rgb) + 0.05);

export interface Palette {
  /** The brand colour: header band, pill, arrow. */
  primary: string;
  /** Text on the primary colour: white unless the brand colour is too light for it. */
  onPrimary: string;
  /** The brand colour as large text on white: darkened until it reads (3:1) if need be. */
  accent: string;
  /** A pale wash of the brand colour behind the booking strip and the fare. */
  tint: string;
}

export function paletteOf(primaryHex: string): Palette {
  const primary = parseHex(primaryHex) ?? parseHex(fallbackPrimary) ?? { r: 0, g: 0, b: 0 };
  let accent = primary;
  for (let step = 1; step <= 10 && contrastWithWhite(accent) < 3; step++) {
    accent = mix(primary, 0, step / 10);
  }
  return {
    primary: toHex(primary),
    onPrimary: contrastWithWhite(primary) >= 3 ? white : ink,
    accent: toHex(accent),
    tint: toHex(mix(primary, 255, 0.9)),
  };
}
