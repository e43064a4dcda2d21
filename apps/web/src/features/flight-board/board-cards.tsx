import Box from '@mui/material/Box';
import type { AirportBoard } from '@parvaz/domain/contracts/airport-board';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../components/ltr-text';
import { formatLocalClock } from '../../lib/format/date-time';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { boardLinePlace, boardLineUpdate } from './board-line-text';
import { BoardStatusChip } from './board-status-chip';

/** The board as a list of cards for phones: time and status first, then where and which gate. */
export function BoardCards({ board, label }: { board: AirportBoard; label: string }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const departing = board.direction === 'departures';
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid="board-cards"
      sx={{ display: { xs: 'grid', md: 'none' }, gap: '0.75em', listStyle: 'none', m: 0, p: 0 }}
    >
      {board.items.map((item) => {
        const update = boardLineUpdate(item, board.direction, t, language);
        const place = boardLinePlace(item);
        return (
          <Box
            component="li"
            key={`${item.flightNumber}-${item.scheduled}`}
            data-testid="board-card"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: '0.75em',
              bgcolor: 'background.paper',
              display: 'grid',
              gap: '0.4em',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: '0.75em', flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontSize: '1.4em', fontWeight: 800 }}>
                <LtrText>{formatLocalClock(item.scheduled, language)}</LtrText>
              </Box>
              <Box component="span" sx={{ fontWeight: 700, fontSize: '1.1em', flex: 1 }}>
                {t(departing ? 'board.toCity' : 'board.fromCity', { city: item.city })}{' '}
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                  <LtrText>{item.cityAirport}</LtrText>
                </Box>
              </Box>
              <BoardStatusChip status={item.status} />
            </Box>
            {update && <Box sx={{ fontWeight: 600 }}>{update}</Box>}
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: '0.4em 1em',
                fontSize: '0.9em',
                color: 'text.secondary',
              }}
            >
              <span>
                <LtrText>{item.flightNumber}</LtrText> · {item.airline.name}
              </span>
              <span>
                {t('board.terminalN', { terminal: toLocalDigits(item.terminal, language) })}
              </span>
              {place && (
                <span>
                  {t(departing ? 'board.gateN' : 'board.beltN', {
                    place: toLocalDigits(place, language),
                  })}
                </span>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
