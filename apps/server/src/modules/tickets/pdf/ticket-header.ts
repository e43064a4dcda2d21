import { drawSvgLogo, svgAspectRatio } from './brand-logo';
import { formatClock, formatTicketDate } from './ticket-format';
import { white } from './ticket-palette';
import { contentWidth, pageWidth, strong, type Page, type PageContext } from './ticket-page';

/** The brand's band across the top: its logo or name, the title and the flight's direction. */
export function drawHeader(page: Page, ctx: PageContext): void {
  const { doc } = page;
  const { palette, t } = ctx;
  const bandHeight = 100;
  doc.save().rect(0, 0, pageWidth, bandHeight).fill(palette.primary).restore();

  // The brand: its logo on a white card (logos are drawn for white backgrounds), else its name.
  const logo = ctx.doc.brand.logoSvg?.trim();
  const aspect = logo ? svgAspectRatio(logo) : null;
  const brandWidth = contentWidth * 0.5;
  if (logo && aspect) {
    const cardHeight = 56;
    const padY = 9;
    const padX = 12;
    const logoHeight = cardHeight - 2 * padY;
    const logoWidth = Math.min(brandWidth - 2 * padX, logoHeight * aspect);
    const cardWidth = logoWidth + 2 * padX;
    const x = page.x(0, cardWidth);
    const y = (bandHeight - cardHeight) / 2;
    doc.save().roundedRect(x, y, cardWidth, cardHeight, 10).fill(white).restore();
    const box = { x: x + padX, y: y + padY, width: logoWidth, height: logoHeight };
    if (!drawSvgLogo(doc, logo, box, 'bold')) {
      // Whatever part of a broken logo was drawn is painted over.
      doc.save().roundedRect(x, y, cardWidth, cardHeight, 10).fill(white).restore();
      page.painter.line(
        ctx.doc.brand.name,
        { x: box.x, width: box.width, baseline: y + cardHeight / 2 + 6 },
        strong(18),
        'center',
        9,
      );
    }
  } else {
    page.text(ctx.doc.brand.name, 0, brandWidth, 60, strong(26, palette.onPrimary), 'start', 14);
  }

  const titleWidth = contentWidth - brandWidth - 16;
  const titleStart = contentWidth - titleWidth;
  page.text(t('title'), titleStart, titleWidth, 47, strong(22, palette.onPrimary), 'end', 14);
  page.text(
    t(`direction.${ctx.segment.direction}`),
    titleStart,
    titleWidth,
    72,
    strong(13, palette.onPrimary),
    'end',
  );
}

/** The tinted strip under the band: PNR, tracking code and when the booking was ticketed. */
export function drawBookingStrip(page: Page, ctx: PageContext): void {
  const { doc } = page;
  const { t, palette } = ctx;
  const top = 100;
  doc.save().rect(0, top, pageWidth, 54).fill(palette.tint).restore();
  const column = contentWidth / 3;
  const issued = ctx.issued;
  const issuedText = `${formatTicketDate(issued.date, ctx.doc.lang, ctx.doc.calendar)}  ${formatClock(issued, ctx.doc.lang)}`;
  page.field(t('pnr'), ctx.doc.pnr, 0, column - 12, top + 9, strong(13));
  page.field(t('trackingCode'), ctx.doc.trackingCode, column, column - 12, top + 9, strong(13));
  page.field(t('issuedAt'), issuedText, column * 2, column, top + 9, strong(10.5), 'end');
}
