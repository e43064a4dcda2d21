import { create as createQrCode } from 'qrcode';

/**
 * Draws a QR code as vector squares (crisp at any zoom or print size, and smaller than an
 * embedded image). `size` is the side of the symbol without its quiet zone; the caller leaves
 * four modules of white around it.
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
): void {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor(color);
  for (let row = 0; row < modules.size; row++) {
    // Neighbouring dark modules of a row become one rectangle: fewer path operators.
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair of overlap so no light seams show between modules in viewers that anti-alias.
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell + 0.05, cell + 0.05);
    }
  }
  doc.fill().restore();
}
