import PDFDocument from 'pdfkit';
import type { HotelVoucher } from '@parvaz/domain/contracts/hotel-stays';
import { formatIsoDay } from '@parvaz/domain/format/dates';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import { statusKey } from '@parvaz/domain/format/status-words';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import type { Translate } from '../../platform/translator';
import { pdfFonts } from '../../platform/pdf/pdf-fonts';
import { TextPainter, fixLigatureTextOrder } from '../../platform/pdf/text-painter';

const pageWidth = 595.28;
const pageHeight = 841.89;
const margin = 48;
const width = pageWidth - 2 * margin;
const ink = '#1f2933';
const muted = '#52606d';

/**
 * A day ('2027-03-27') and a wall-clock time ('14:00') as the voucher's reader writes them: the
 * calendar given and the language's digits ('۱۴۰۶/۰۱/۰۷ ۱۴:۰۰').
 */
function dayAndTime(day: string, time: string, calendar: CalendarMode, lang: Language): string {
  return `${formatIsoDay(day, calendar, lang)} ${toLocalDigits(time, lang)}`;
}

/**
 * A stay's voucher as a PDF: one A4 page (more when the stay has many rooms) in the voucher's
 * language and direction, drawn with the ticket's fonts and text painter so Persian and Arabic
 * are shaped and mixed with Latin names and digits the way a reader expects.
 */
export async function renderVoucherPdf(
  voucher: HotelVoucher,
  lang: Language,
  brand: string,
  translate: Translate,
  calendar: CalendarMode,
): Promise<Buffer> {
  const t = (key: string, options: Record<string, unknown> = {}) =>
    translate(`hotelVoucher.${key}`, { ...options, ns: 'ticket' });
  const money = (amount: number) => formatMoney({ amount, currency: voucher.currency }, lang);
  // What the guest paid is written in the currency charged, by the rate paid at (`charged`); the
  // frozen cancellation terms stay in the hotel's own currency, as filed.
  const charged = (amount: number) =>
    formatMoney({ amount, currency: voucher.charged.currency }, lang);
  /** A count in the language's digits ('۲' in Persian). */
  const count = (n: number) => toLocalDigits(String(n), lang);
  const fonts = pdfFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang,
    displayTitle: true,
    info: {
      Title: `${t('title')} ${voucher.trackingCode}`,
      Author: brand,
      Subject: voucher.hotel.name,
    },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const painter = new TextPainter(pdf, languageDirection(lang), {
    regular: 'regular',
    bold: 'bold',
  });
  let baseline = margin + 20;
  const room = (needed: number) => {
    if (baseline + needed <= pageHeight - margin) return;
    pdf.addPage({ size: 'A4', margin: 0 });
    baseline = margin + 20;
  };
  const heading = (text: string, size = 13) => {
    room(size * 2);
    painter.line(text, { x: margin, width, baseline }, { weight: 'bold', size, color: ink });
    baseline += size * 1.8;
  };
  const rtl = languageDirection(lang) === 'rtl';
  // A left-to-right mark keeps dates, times and phone numbers in their own order on an RTL page.
  const ltr = (text: string) => (rtl ? `\u200e${text}` : text);
  /** A label at the reading start, its value beside it (the label's side is the right in RTL). */
  const row = (label: string, value: string) => {
    room(20);
    painter.line(
      label,
      { x: rtl ? margin + width * 0.7 : margin, width: width * 0.3, baseline },
      { weight: 'regular', size: 9.5, color: muted },
    );
    const valueBox = rtl ? margin : margin + width * 0.32;
    baseline = painter.paragraph(
      value,
      { x: valueBox, width: width * 0.68, baseline },
      { weight: 'regular', size: 10.5, color: ink },
    );
    baseline += 3;
  };

  heading(`${brand} · ${t('title')}`, 18);
  row(t('trackingCode'), ltr(voucher.trackingCode));
  row(t('status'), translate(statusKey(voucher.status), { ns: 'common' }));
  baseline += 8;
  heading(voucher.hotel.name);
  row(t('address'), voucher.hotel.address);
  row(t('phone'), ltr(voucher.hotel.phone));
  row(t('checkIn'), ltr(dayAndTime(voucher.checkIn, voucher.hotel.checkInTime, calendar, lang)));
  row(t('checkOut'), ltr(dayAndTime(voucher.checkOut, voucher.hotel.checkOutTime, calendar, lang)));
  row(t('nightsLabel'), count(voucher.nights.length));
  baseline += 8;
  const { charged: paid } = voucher;
  voucher.rooms.forEach((r, i) => {
    heading(t('room', { number: count(i + 1), name: r.name }), 12);
    row(t('guests'), r.guests.map((g) => `${g.firstName} ${g.lastName}`).join(', '));
    row(
      t('occupancy'),
      t('occupancyValue', { adults: count(r.adults), children: count(r.children) }),
    );
    if (r.meals.length > 0) row(t('meals'), r.meals.map((m) => t(`meal.${m}`)).join(', '));
    row(t('price'), charged(paid.rooms[i] ?? r.amount));
  });
  baseline += 8;
  if (voucher.discount > 0) row(t('discount'), `− ${charged(paid.discount)}`);
  row(t('paid'), charged(paid.paid));
  heading(t('cancellation'), 12);
  for (const rule of voucher.policy.rules)
    row(
      t('until', {
        until: ltr(dayAndTime(rule.until.slice(0, 10), rule.until.slice(11, 16), calendar, lang)),
      }),
      money(rule.penalty.amount),
    );
  row(t('noShow'), money(voucher.policy.noShow.amount));
  room(30);
  painter.paragraph(
    t('footer'),
    { x: margin, width, baseline: baseline + 10 },
    { weight: 'regular', size: 8.5, color: muted },
  );
  fixLigatureTextOrder(pdf);
  pdf.end();
  return done;
}
