/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  const channel = (offset: number): number => {
    const value = Number.parseInt(full.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG 2 contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** AA for normal-size text. */
export const minimumTextContrast = 4.5;

/** The first background on which `text` reads at AA, else the last one offered. */
export function readableBackground(text: string, candidates: readonly string[]): string {
  const found = candidates.find(
    (candidate) => contrastRatio(text, candidate) >= minimumTextContrast,
  );
  return found ?? candidates.at(-1) ?? text;
}
