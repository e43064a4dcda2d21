import Box from '@mui/material/Box';
import type { AirportBoard } from '@parvaz/domain/contracts/airport-board';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../components/ltr-text';
import { visuallyHiddenStyle } from '../../components/visually-hidden';
import { formatLocalClock } from '../../lib/format/date-time';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { boardLinePlace, boardLineUpdate } from './board-line-text';
import { BoardStatusChip } from './board-status-chip';

/**
 * The board as a table, for wide screens and the wall: one row a flight, type in `em` so the
 * full-screen mode enlarges all of it at once. Hidden on phones, which get `BoardCards`.
 */
export function BoardTable({ board, caption }: { board: AirportBoard; caption: string }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const departing = board.direction === 'departures';
  const headers = [
    t('board.col.time'),
    t('board.col.flight'),
    t(departing ? 'board.col.to' : 'board.col.from'),
    t('board.col.terminal'),
    t(departing ? 'board.col.gate' : 'board.col.belt'),
    t('board.col.status'),
  ];
  return (
    <Box
      component="table"
      data-testid="board-table"
      sx={{
        display: { xs: 'none', md: 'table' },
        width: '100%',
        borderCollapse: 'collapse',
        '& th, & td': {
          textAlign: 'start',
          px: '0.75em',
          py: '0.6em',
          borderBottom: 1,
          borderColor: 'divider',
          verticalAlign: 'middle',
        },
        '& th': { fontSize: '0.8em', color: 'text.secondary', fontWeight: 700 },
        '& tbody tr:nth-of-type(even)': { bgcolor: 'action.hover' },
      }}
    >
      <Box component="caption" sx={visuallyHiddenStyle}>
        {caption}
      </Box>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {board.items.map((item) => {
          const update = boardLineUpdate(item, board.direction, t, language);
          return (
            <tr key={`${item.flightNumber}-${item.scheduled}`} data-testid="board-line">
              <Box component="td" sx={{ fontSize: '1.25em', fontWeight: 800 }}>
                <LtrText>{formatLocalClock(item.scheduled, language)}</LtrText>
              </Box>
              <td>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: '0.6em' }}>
                  <Box
                    component="img"
                    src={item.airline.logo}
                    alt=""
                    sx={{ width: '1.8em', height: '1.8em', objectFit: 'contain' }}
                  />
                  <div>
                    <Box sx={{ fontWeight: 800 }}>
                      <LtrText>{item.flightNumber}</LtrText>
                    </Box>
                    <Box sx={{ fontSize: '0.8em', color: 'text.secondary' }}>
                      {item.airline.name}
                    </Box>
                  </div>
                </Box>
              </td>
              <td>
                <Box component="span" sx={{ fontWeight: 700, fontSize: '1.1em' }}>
                  {item.city}
                </Box>{' '}
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                  <LtrText>{item.cityAirport}</LtrText>
                </Box>
              </td>
              <Box component="td" sx={{ fontWeight: 700 }}>
                {toLocalDigits(item.terminal, language)}
              </Box>
              <Box component="td" sx={{ fontWeight: 700 }}>
                {toLocalDigits(boardLinePlace(item) || '—', language)}
              </Box>
              <td>
                <BoardStatusChip status={item.status} />
                {update && (
                  <Box sx={{ fontSize: '0.85em', mt: '0.25em', fontWeight: 600 }}>{update}</Box>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}
