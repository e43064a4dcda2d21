import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatDuration } from '@parvaz/domain/format/duration';
import { formatClock, formatTicketDate, type LocalTime } from './ticket-format';
import { hairline, muted } from './ticket-palette';
import {
  contentWidth,
  known,
  label,
  margin,
  plain,
  strong,
  type Page,
  type PageContext,
  type Segment,
} from './ticket-page';
import type { Align } from '../../../platform/pdf/text-painter';

/** The flight's card: direction and flight, origin to destination with times, its details. */
export function drawFlightCard(
  page: Page,
  ctx: PageContext,
  departure: LocalTime,
  arrival: LocalTime,
): void {
  const { doc } = page;
  const { t, palette, segment } = ctx;
  const lang = ctx.doc.lang;
  const top = 306;
  const bottom = 566;
  const cardX = margin;
  doc
    .save()
    .roundedRect(cardX, top, contentWidth, bottom - top, 12)
    .lineWidth(0.9)
    .strokeColor(hairline)
    .stroke()
    .restore();

  const inner = 16;
  const innerWidth = contentWidth - 2 * inner;
  // Header: the direction as a pill, then airline and flight number.
  const pillText = t(`direction.${segment.direction}`);
  const pillStyle = strong(10, palette.onPrimary);
  const pillWidth = page.painter.width(pillText, pillStyle) + 20;
  const pillY = top + 14;
  doc
    .save()
    .roundedRect(page.x(inner, pillWidth), pillY, pillWidth, 22, 11)
    .fill(palette.primary)
    .restore();
  page.text(pillText, inner, pillWidth, pillY + 15, pillStyle, 'center');
  const flightStart = inner + pillWidth + 12;
  page.text(
    `${segment.airline} · ${segment.flightNumber}`,
    flightStart,
    innerWidth - pillWidth - 12,
    pillY + 16,
    strong(13),
    'start',
    9,
  );
  page.hline(top + 48, 0, contentWidth);

  // Origin at the start, destination at the end, the journey between them.
  const column = 176;
  const routeTop = top + 60;
  const endpoint = (
    place: Segment['origin'],
    time: LocalTime,
    heading: string,
    start: number,
    align: Align,
  ) => {
    page.text(heading, start, column, routeTop + 9, label(9), align);
    page.text(place.airport, start, column, routeTop + 42, strong(30, palette.accent), align);
    page.text(place.city, start, column, routeTop + 62, strong(13), align, 9);
    if (place.terminal) {
      const terminal = /^\d+$/.test(place.terminal)
        ? toLocalDigits(place.terminal, lang)
        : place.terminal;
      page.text(t('terminal', { terminal }), start, column, routeTop + 78, plain(9, muted), align);
    }
    page.text(formatClock(time, lang), start, column, routeTop + 110, strong(20), align);
    page.text(
      formatTicketDate(time.date, lang, ctx.doc.calendar),
      start,
      column,
      routeTop + 127,
      plain(9.5, muted),
      align,
      7.5,
    );
  };
  endpoint(segment.origin, departure, t('departs'), inner, 'start');
  endpoint(segment.destination, arrival, t('arrives'), contentWidth - inner - column, 'end');

  // The line points the way the page reads: to the destination.
  const gap = 14;
  const lineStart = inner + column + gap;
  const lineWidth = contentWidth - 2 * (inner + column + gap);
  const lineY = routeTop + 36;
  const from = page.x(lineStart, 0);
  const to = page.x(lineStart + lineWidth, 0);
  const toward = Math.sign(to - from);
  doc.save().circle(from, lineY, 3.2).lineWidth(1.2).strokeColor(palette.accent).stroke();
  doc
    .moveTo(from + toward * 3.2, lineY)
    .lineTo(to - toward * 8, lineY)
    .dash(3, { space: 3 })
    .lineWidth(1.2)
    .strokeColor(palette.accent)
    .stroke()
    .undash();
  doc
    .moveTo(to, lineY)
    .lineTo(to - toward * 9, lineY - 4.5)
    .lineTo(to - toward * 9, lineY + 4.5)
    .closePath()
    .fill(palette.accent)
    .restore();
  const minutes = Math.round((arrival.instant - departure.instant) / 60_000);
  if (minutes >= 0) {
    page.text(
      formatDuration(minutes, lang),
      lineStart,
      lineWidth,
      lineY - 10,
      plain(9.5, muted),
      'center',
    );
  }

  // Details of the flight.
  const detailsTop = top + 206;
  page.hline(detailsTop - 10, 0, contentWidth);
  const details: Array<[string, string]> = [
    [t('aircraft'), segment.aircraft],
    [t('cabin'), known(t, `cabin.${segment.cabin.toLowerCase()}`, segment.cabin)],
    [t('priceClass'), segment.priceClass],
    [t('baggage'), t('baggageKg', { kg: toLocalDigits(String(segment.baggageKg), lang) })],
  ];
  const cell = innerWidth / details.length;
  details.forEach(([name, value], i) => {
    page.field(name, value, inner + i * cell, cell - 10, detailsTop, strong(11.5));
  });
  page.text(t('localTimes'), 0, contentWidth, bottom + 14, plain(8, muted));
}
