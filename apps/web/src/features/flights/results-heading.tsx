import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format/calendar-date';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { dateOfIso } from './search-params';

/** The results' title (the leg's route, day and passengers) with "Modify search" and the price alert. */
export function ResultsHeading({
  title,
  dayIso,
  passengers,
  editing,
  onEdit,
  onPriceAlert,
}: {
  title: string;
  dayIso: string;
  passengers: number;
  editing: boolean;
  onEdit: () => void;
  onPriceAlert: () => void;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const day = dateOfIso(dayIso);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {day ? formatLongDate(day, calendar, language) : ''}
          {t('list.separator')}
          {t('results.passengerCount', { n: toLocalDigits(String(passengers), language) })}
        </Typography>
      </Box>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit} aria-expanded={editing}>
        {t('results.modify')}
      </Button>
      <Button variant="outlined" onClick={onPriceAlert}>
        {t('results.priceAlert')}
      </Button>
    </Box>
  );
}
