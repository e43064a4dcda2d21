import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import type { AirportBoard } from '@parvaz/domain/contracts/airport-board';
import { formatLongDate } from '@parvaz/domain/format/dates';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalClock } from '../../lib/format/date-time';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { BoardCards } from './board-cards';
import { foldedLines } from './board-line-text';
import type { BoardParams } from './board-params';
import { BoardTable } from './board-table';
import { FullscreenButton } from './fullscreen-button';

/**
 * The board itself: airport, day and the time it was true, the flights as a table (wide
 * screens) or cards (phones). Full-screen mode puts this part alone on the screen in large type.
 */
export function BoardView({
  board,
  params,
  busy,
  onNextDay,
}: {
  board: AirportBoard;
  params: BoardParams;
  busy: boolean;
  /** Shows the next day's board (offered once every flight of today's is over). */
  onNextDay: () => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const wall = useRef<HTMLDivElement>(null);
  const [showFolded, setShowFolded] = useState(false);
  const folded = foldedLines(board, params.q !== '');
  const shown = showFolded ? board : { ...board, items: board.items.filter((i) => !folded.has(i)) };
  const day = formatLongDate(parseIsoDate(board.date), calendar, language);
  const title = t(board.direction === 'departures' ? 'board.departuresAt' : 'board.arrivalsAt', {
    airport: board.airport.name,
  });
  return (
    <Box
      ref={wall}
      data-testid="flight-board"
      aria-busy={busy}
      sx={{
        fontSize: { xs: 15, md: 16 },
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 150ms',
        '&:fullscreen': {
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontSize: 'clamp(18px, 1.5vw, 48px)',
          p: '2vw',
          overflowY: 'auto',
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '0.5em 1em',
          mb: '1em',
        }}
      >
        <div>
          <Typography component="h2" sx={{ fontSize: '1.4em', fontWeight: 800 }}>
            {title}
          </Typography>
          <Box sx={{ color: 'text.secondary' }}>
            {day} · {t('board.localTimes', { city: board.airport.city })}
          </Box>
        </div>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: '1em', flexWrap: 'wrap' }}>
          <Box data-testid="board-updated" sx={{ fontWeight: 600 }}>
            {t('board.updatedAt', { time: formatLocalClock(board.serverTime, language) })}
          </Box>
          <FullscreenButton target={wall} />
        </Box>
      </Box>
      {board.items.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {params.q ? t('board.noMatch', { q: params.q }) : t('board.noFlights')}
        </Typography>
      ) : (
        <>
          {folded.size > 0 && (
            <Box
              component="button"
              type="button"
              aria-expanded={showFolded}
              onClick={() => setShowFolded((shown) => !shown)}
              sx={foldButtonStyle}
            >
              {showFolded
                ? t('board.hideEarlier')
                : t('board.showEarlier', { n: toLocalDigits(String(folded.size), language) })}
            </Box>
          )}
          {shown.items.length === 0 ? (
            // Late in the day every flight may be over and folded away: say so, above its
            // button, and offer the next day's flights (what a wall screen goes on to show).
            <Box sx={{ py: 4, display: 'grid', justifyItems: 'center', gap: '1em' }}>
              <Typography sx={{ color: 'text.secondary', fontSize: 'inherit' }}>
                {t('board.allOver')}
              </Typography>
              <Box component="button" type="button" onClick={onNextDay} sx={foldButtonStyle}>
                {t('board.nextDay')}
              </Box>
            </Box>
          ) : (
            <>
              <BoardTable board={shown} caption={`${title} · ${day}`} />
              <BoardCards board={shown} label={`${title} · ${day}`} />
            </>
          )}
        </>
      )}
    </Box>
  );
}

const foldButtonStyle = {
  font: 'inherit',
  fontSize: '0.9em',
  fontWeight: 600,
  color: 'text.primary',
  bgcolor: 'transparent',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: '1em',
  py: '0.4em',
  mb: '0.75em',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 3, outlineColor: 'info.main', outlineOffset: 2 },
} as const;
