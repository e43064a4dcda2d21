import { drawQrCode } from './qr-code';
import { ink, muted } from './ticket-palette';
import {
  contentWidth,
  statusWord,
  label,
  plain,
  strong,
  type Page,
  type PageContext,
} from './ticket-page';

/** The passenger, their ticket number, status and seat, and the QR code. */
export function drawPassenger(page: Page, ctx: PageContext): void {
  const { t, passenger, ticket } = ctx;
  const top = 172;
  const qrSide = 104;
  const textWidth = contentWidth - qrSide - 24;
  page.text(t('passenger'), 0, textWidth, top + 9, label(9));
  page.text(passenger.name, 0, textWidth, top + 34, strong(21), 'start', 13);
  page.text(t(`passengerType.${passenger.type}`), 0, textWidth, top + 52, plain(10.5, muted));

  const fieldsTop = top + 68;
  const ticketNumber = ticket?.ticketNumber ?? null;
  page.field(
    t('ticketNumber'),
    ticketNumber ?? t('ticketNumberPending'),
    0,
    170,
    fieldsTop,
    strong(ticketNumber ? 14 : 11),
  );
  page.field(
    t('status'),
    ticket ? statusWord(t, ticket.status) : '—',
    180,
    130,
    fieldsTop,
    strong(11),
  );
  page.field(
    t('seat'),
    ticket?.seat ?? t('seatNone'),
    320,
    textWidth - 320,
    fieldsTop,
    strong(ticket?.seat ? 14 : 11),
  );

  // The QR code carries the ticket number; before a number is given, the booking's PNR.
  const qrX = page.x(contentWidth - qrSide, qrSide);
  drawQrCode(page.doc, ticketNumber ?? ctx.doc.pnr, qrX, top, qrSide, ink);
  page.painter.line(
    ticketNumber ?? ctx.doc.pnr,
    { x: qrX - 8, width: qrSide + 16, baseline: top + qrSide + 13 },
    plain(8, muted),
    'center',
  );
}
