import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { jalaliMonthNames } from '@parvaz/domain/calendar/jalali';
import { datePickerDays } from '@parvaz/domain/calendar/date-list';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { intlLocaleOf } from '@parvaz/domain/format/locale';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money';

export interface DayPrice {
  date: string;
  price: number;
  currency: 'IRR' | 'USD' | 'KWD';
}

/**
 * The 65-day strip (spec section 9): five past days shown but disabled, then today and the
 * days ahead, each with the cheapest fare of that day.
 */
export function DayStrip({
  today,
  minDate,
  selected,
  prices,
  loading,
  calendar,
  language,
  onPick,
}: {
  today: string;
  /** Days before this one cannot be picked (a return before the outbound). */
  minDate?: string;
  selected: string;
  prices: DayPrice[] | undefined;
  loading: boolean;
  calendar: CalendarMode;
  language: Language;
  onPick: (iso: string) => void;
}) {
  const { t } = useTranslation();
  const display = useMoney();
  const days = datePickerDays(today, calendar);
  const scroller = useRef<HTMLDivElement>(null);
  const priceOf = new Map(prices?.map((day) => [day.date, day]));
  const locale = intlLocaleOf(language);
  const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const jalaliMonths = jalaliMonthNames(language);
  const rtl = language === 'fa' || language === 'ar';

  useEffect(() => {
    const active = scroller.current?.querySelector<HTMLElement>('[aria-current="date"]');
    active?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [selected]);

  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * 300 * (rtl ? -1 : 1), behavior: 'smooth' });

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label={t('results.earlierDays')}
        onClick={() => scrollBy(-1)}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </IconButton>
      <Box
        ref={scroller}
        role="list"
        aria-label={t('results.dayStrip')}
        data-testid="day-strip"
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
          py: 0.5,
          flex: 1,
        }}
      >
        {days.map((day) => {
          const date = new Date(`${day.iso}T00:00:00Z`);
          const month =
            calendar === 'jalali'
              ? (jalaliMonths[day.label.month - 1] ?? '')
              : monthFormat.format(date);
          const price = priceOf.get(day.iso);
          const isSelected = day.iso === selected;
          const disabled = day.disabled || (minDate !== undefined && day.iso < minDate);
          const label = `${weekdayFormat.format(date)} ${toLocalDigits(String(day.label.day), language)} ${month}`;
          return (
            <Box role="listitem" key={day.iso} sx={{ flex: '0 0 auto' }}>
              <ButtonBase
                focusRipple
                disabled={disabled}
                aria-current={isSelected ? 'date' : undefined}
                data-date={day.iso}
                aria-label={
                  price
                    ? `${label}، ${display.showAmount({ amount: price.price, currency: price.currency })}`
                    : label
                }
                onClick={() => onPick(day.iso)}
                sx={{
                  flexDirection: 'column',
                  width: 92,
                  py: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: isSelected ? 'secondary.main' : 'divider',
                  bgcolor: isSelected ? 'secondary.main' : 'background.paper',
                  color: isSelected ? 'secondary.contrastText' : 'text.primary',
                  opacity: disabled ? 0.45 : 1,
                  '&:hover': { borderColor: 'primary.main' },
                }}
              >
                <Box component="span" sx={{ fontSize: 12 }}>
                  {weekdayFormat.format(date)}
                </Box>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {toLocalDigits(String(day.label.day), language)} {month}
                </Box>
                <Box component="span" sx={{ fontSize: 12, minHeight: 18, fontWeight: 600 }}>
                  {loading && !disabled ? (
                    <Skeleton
                      width={56}
                      sx={{ bgcolor: isSelected ? 'rgba(255,255,255,.4)' : undefined }}
                    />
                  ) : price ? (
                    display.showAmount({ amount: price.price, currency: price.currency })
                  ) : (
                    '—'
                  )}
                </Box>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
      <IconButton
        aria-label={t('results.laterDays')}
        onClick={() => scrollBy(1)}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </IconButton>
    </Box>
  );
}
