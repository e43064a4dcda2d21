import SVGtoPDF from 'svg-to-pdfkit';

const viewBoxPattern =
  /<svg\b[^>]*\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i;

/** Width over height of an SVG from its viewBox; null when it has none to read. */
export function svgAspectRatio(svg: string): number | null {
  const match = viewBoxPattern.exec(svg);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? width / height : null;
}

/**
 * Draws a brand's SVG logo as vectors, fitted into the box. Its text is set in the ticket's
 * bold font (the logos name web fonts a PDF does not have). Linked images and documents are
 * not fetched: only inline data: images are drawn, so a logo cannot make the server read a
 * file or a URL. Returns false when the SVG could not be read or drawn whole, so the caller can
 * cover it and fall back to a text wordmark.
 */
export function drawSvgLogo(
  doc: PDFKit.PDFDocument,
  svg: string,
  box: { x: number; y: number; width: number; height: number },
  fontName: string,
): boolean {
  const warnings: string[] = [];
  doc.save();
  try {
    SVGtoPDF(doc, svg, box.x, box.y, {
      width: box.width,
      height: box.height,
      preserveAspectRatio: 'xMidYMid meet',
      fontCallback: () => fontName,
      imageCallback: (link) => (link.trim().startsWith('data:image/') ? link : ''),
      documentCallback: () => '',
      warningCallback: (warning) => warnings.push(warning),
    });
    // Markup that does not parse cleanly is not the brand's logo any more.
    return !warnings.some((warning) => warning.startsWith('parseXml'));
  } catch {
    return false;
  } finally {
    doc.restore();
  }
}
