/**
 * The captcha's SVG as a data address for an <img>: an image cannot run scripts or reach the
 * page, whatever the markup holds, which inlining the SVG could.
 */
export function svgDataUri(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
