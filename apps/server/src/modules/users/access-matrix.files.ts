// The files the access matrix uploads: PNGs, told by their first bytes.

export interface Upload {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pngFile = (field: string, name: string, data = png): Upload => ({
  field,
  name,
  type: 'image/png',
  data,
});
