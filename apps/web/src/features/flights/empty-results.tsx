import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useTranslation } from 'react-i18next';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { formatLongDate } from '../../lib/format/calendar-date';
import { dateOfIso, shiftIso } from './search-params';

const nearbyOffsets = [-3, -2, -1, 1, 2, 3];

/** No flight on the day: offer the nearby days; flights hidden by filters: offer to clear them. */
export function EmptyResults(props: {
  noFlights: boolean;
  day: string;
  today: string;
  onPickDay: (iso: string) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, textAlign: 'center' }}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {props.noFlights ? t('results.emptyTitle') : t('results.noMatch')}
      </Typography>
      {props.noFlights ? (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('results.emptyText')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
            {nearbyOffsets
              .map((offset) => ({ offset, iso: shiftIso(props.day, offset) }))
              .filter(({ iso }) => iso >= props.today)
              .map(({ offset, iso }) => {
                const date = dateOfIso(iso);
                return (
                  <Button key={offset} variant="outlined" onClick={() => props.onPickDay(iso)}>
                    {t(offset < 0 ? 'results.daysBefore' : 'results.daysAfter', {
                      n: toLocalDigits(String(Math.abs(offset)), language),
                    })}
                    {date
                      ? `${t('list.separator')}${formatLongDate(date, calendar, language)}`
                      : ''}
                  </Button>
                );
              })}
          </Box>
        </>
      ) : (
        <Button onClick={props.onClearFilters}>{t('results.clearFilters')}</Button>
      )}
    </Paper>
  );
}
