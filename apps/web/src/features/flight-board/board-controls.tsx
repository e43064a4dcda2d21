import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import type { BoardAirport } from '@parvaz/domain/contracts/airport-board';
import { boardDirections } from '@parvaz/domain/flights/board-status';
import { formatLongDate } from '@parvaz/domain/format/dates';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NativeSelectField } from '../../components/native-select-field';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import {
  boardDays,
  boardQueryMaxLength,
  boardSearchParams,
  type BoardParams,
} from './board-params';

const SearchInput = styled('input')(({ theme }) => ({
  font: 'inherit',
  fontSize: 14,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  padding: '7px 10px',
  minHeight: 38,
  width: '100%',
  '&:hover': { borderColor: theme.palette.text.secondary },
  '&:focus-visible': { outline: `3px solid ${theme.palette.info.main}`, outlineOffset: 1 },
}));

const dayWords: Record<number, string> = {
  [-1]: 'board.yesterday',
  0: 'board.today',
  1: 'board.tomorrow',
};

/**
 * What the board shows: the airport, departures or arrivals (links, so they work before the
 * page's script), the day around the airport's today, and a search by flight or city that
 * follows the typing after a short pause. The airport, day and search are a GET form to the
 * board's own address: Enter in the search sends them all before the page has woken too.
 */
export function BoardControls({
  params,
  airport,
  airports,
  today,
  onChange,
}: {
  params: BoardParams;
  airport: BoardAirport;
  airports: readonly BoardAirport[];
  /** The airport's today, from the board's own clock. */
  today: string;
  onChange: (next: BoardParams) => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const searchId = useId();
  const [typed, setTyped] = useState(params.q);
  // The search this field last put in the address. When the address then shows it, that is the
  // field's own change coming back (a render later, on a busy phone perhaps after more typing),
  // and what was typed since stays.
  const [sent, setSent] = useState(params.q);
  // The address can change the search too (back, a link): the field follows it.
  const [addressQuery, setAddressQuery] = useState(params.q);
  if (params.q !== addressQuery) {
    setAddressQuery(params.q);
    if (params.q !== sent && params.q !== typed.trim()) setTyped(params.q);
  }

  const search = useCallback(
    (q: string) => {
      setSent(q);
      onChange({ ...params, q });
    },
    [params, onChange],
  );

  useEffect(() => {
    const q = typed.trim();
    if (q === params.q) return;
    const timer = window.setTimeout(() => search(q), 350);
    return () => window.clearTimeout(timer);
  }, [typed, params.q, search]);

  const airportChoices = (
    airports.some((a) => a.code === airport.code) ? airports : [airport, ...airports]
  ).map((a) => ({ value: a.code, label: `${a.city} — ${a.name} (${a.code})` }));
  const date = params.date || today;
  const dayChoices = boardDays(today).map(({ date: day, offset }) => {
    const written = formatLongDate(parseIsoDate(day), calendar, language);
    const word = dayWords[offset];
    return { value: day, label: word ? `${t(word)} · ${written}` : written };
  });
  if (!dayChoices.some((choice) => choice.value === date))
    dayChoices.unshift({
      value: date,
      label: formatLongDate(parseIsoDate(date), calendar, language),
    });

  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Box
        component="nav"
        aria-label={t('board.directions')}
        sx={{ display: 'flex', gap: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {boardDirections.map((direction) => {
          const current = params.direction === direction;
          return (
            <Box
              key={direction}
              component={Link}
              to={`?${boardSearchParams({ ...params, direction }).toString()}`}
              replace
              aria-current={current ? 'page' : undefined}
              sx={{
                px: 2,
                py: 1.25,
                fontWeight: 700,
                color: current ? 'text.primary' : 'text.secondary',
                textDecoration: 'none',
                borderBottom: 3,
                borderColor: current ? 'primary.main' : 'transparent',
                mb: '-1px',
                '&:hover': { color: 'text.primary' },
                '&:focus-visible': { outline: 3, outlineColor: 'info.main', outlineOffset: 2 },
              }}
            >
              {t(`board.${direction}`)}
            </Box>
          );
        })}
      </Box>
      <Box
        component="form"
        role="search"
        method="get"
        action="/flightInformations"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          search(typed.trim());
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: '1fr 1fr',
            md: 'minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1.4fr)',
          },
          alignItems: 'end',
        }}
      >
        {params.direction !== 'departures' && (
          <input type="hidden" name="direction" value={params.direction} />
        )}
        <NativeSelectField
          name="airport"
          label={t('board.airport')}
          value={airport.code}
          options={airportChoices}
          showLabel
          fullWidth
          onChange={(code) => onChange({ ...params, airport: code })}
        />
        <NativeSelectField
          name="date"
          label={t('board.day')}
          value={date}
          options={dayChoices}
          showLabel
          fullWidth
          onChange={(day) => onChange({ ...params, date: day === today ? '' : day })}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box
            component="label"
            htmlFor={searchId}
            sx={{ fontSize: 14, fontWeight: 600, color: 'text.secondary' }}
          >
            {t('board.search')}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            <SearchInput
              id={searchId}
              name="q"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={boardQueryMaxLength}
              placeholder={t('board.searchHint')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
