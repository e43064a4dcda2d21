import { isolateLtr } from '@parvaz/domain/format/bidi';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney } from '@parvaz/domain/format/money';
import { isolatedPhone } from '@parvaz/domain/format/phone';
import { muted } from './ticket-palette';
import {
  contentWidth,
  statusWord,
  label,
  pageHeight,
  plain,
  strong,
  type Page,
  type PageContext,
} from './ticket-page';

/** The passenger's services, the fare paid and the contact, under the flight's card. */
export function drawServicesAndFare(page: Page, ctx: PageContext): void {
  const { doc } = page;
  const { t, palette } = ctx;
  const lang = ctx.doc.lang;
  const top = 600;
  const servicesWidth = contentWidth * 0.56;
  page.text(t('services'), 0, servicesWidth, top + 12, strong(11.5));
  page.hline(top + 20, 0, servicesWidth);
  const rowHeight = 19;
  const limit = 7;
  const { services } = ctx.passenger;
  if (services.length === 0) {
    page.text(t('servicesNone'), 0, servicesWidth, top + 38, plain(10, muted));
  }
  services.slice(0, limit).forEach((service, i) => {
    const baseline = top + 38 + i * rowHeight;
    const statusWidth = 92;
    const quantityWidth = 40;
    page.text(
      service.label,
      0,
      servicesWidth - statusWidth - quantityWidth - 8,
      baseline,
      plain(10),
      'start',
      8,
    );
    page.text(
      `×${toLocalDigits(String(service.quantity), lang)}`,
      servicesWidth - statusWidth - quantityWidth,
      quantityWidth,
      baseline,
      plain(10, muted),
      'center',
    );
    page.text(
      statusWord(t, service.status),
      servicesWidth - statusWidth,
      statusWidth,
      baseline,
      plain(10, muted),
      'end',
      8,
    );
  });
  if (services.length > limit) {
    page.text('…', 0, servicesWidth, top + 38 + limit * rowHeight, plain(10, muted));
  }

  // The fare paid, in a tinted box, and the contact under it.
  const boxWidth = contentWidth * 0.38;
  const boxStart = contentWidth - boxWidth;
  doc
    .save()
    .roundedRect(page.x(boxStart, boxWidth), top, boxWidth, 62, 10)
    .fill(palette.tint)
    .restore();
  const fare = formatMoney(
    { amount: ctx.ticket?.fare ?? ctx.doc.fare.amount, currency: ctx.doc.fare.currency },
    lang,
  );
  page.field(t('farePaid'), fare, boxStart + 14, boxWidth - 28, top + 10, strong(17), 'start', 34);

  const contactTop = top + 80;
  page.text(t('contact'), boxStart, boxWidth, contactTop + 10, strong(11.5));
  const line = (name: string, value: string, baseline: number) => {
    page.text(name, boxStart, 80, baseline, label(9));
    page.text(value, boxStart + 80, boxWidth - 80, baseline, plain(10), 'end', 7);
  };
  // Both left to right in any page: in an RTL line the plus sign would otherwise trail the number.
  line(t('mobile'), isolatedPhone(ctx.doc.contact.mobile), contactTop + 30);
  line(t('email'), isolateLtr(ctx.doc.contact.email), contactTop + 48);
  // Paid in another currency: the amount, the rate and its day, under the contact.
  if (ctx.doc.charge)
    page.painter.paragraph(
      ctx.doc.charge,
      { x: page.x(boxStart, boxWidth), width: boxWidth, baseline: contactTop + 68 },
      plain(8.5, muted),
    );
}

/** The footer: the small print, the page number and the issuing brand. */
export function drawFooter(page: Page, ctx: PageContext): void {
  const { t } = ctx;
  const top = pageHeight - 64;
  page.hline(top);
  const pageLabelWidth = 110;
  page.painter.paragraph(
    t('footer'),
    {
      x: page.x(0, contentWidth - pageLabelWidth - 16),
      width: contentWidth - pageLabelWidth - 16,
      baseline: top + 16,
    },
    plain(8.5, muted),
  );
  page.text(
    t('page', {
      page: toLocalDigits(String(ctx.number), ctx.doc.lang),
      pages: toLocalDigits(String(ctx.total), ctx.doc.lang),
    }),
    contentWidth - pageLabelWidth,
    pageLabelWidth,
    top + 16,
    plain(8.5, muted),
    'end',
  );
  page.text(
    t('issuedBy', { brand: ctx.doc.brand.name }),
    contentWidth - pageLabelWidth - 40,
    pageLabelWidth + 40,
    top + 30,
    plain(8.5, muted),
    'end',
  );
}
