// The demo posts' illustrations: drawings in the web app's public/blog/ (a test checks each one
// named here is there).
export const imageNames = [
  'skyline',
  'mountains',
  'beach',
  'desert',
  'garden',
  'passport',
  'suitcase',
  'map',
  'plane',
  'runway',
  'hotel',
  'room',
] as const;
export type ImageName = (typeof imageNames)[number];

/** Where the web app serves an illustration. */
export function imagePath(name: ImageName): string {
  return `/blog/${name}.svg`;
}
