import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { HotelSort } from '@parvaz/domain/hotels/catalog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HotelSortControl } from './hotel-filters-panel';

/** Below md: sort and filters in a bottom sheet, closed by "show n hotels". */
export function HotelFiltersSheet(props: {
  open: boolean;
  onClose: () => void;
  sort: HotelSort;
  onSort: (sort: HotelSort) => void;
  resultCount: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="bottom"
      open={props.open}
      onClose={props.onClose}
      slotProps={{
        paper: {
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh', p: 2 },
          role: 'dialog',
          'aria-label': t('results.filtersAndSort'),
        },
      }}
    >
      <Box sx={{ width: 40, height: 4, bgcolor: 'divider', borderRadius: 2, mx: 'auto', mb: 2 }} />
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('results.sort')}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <HotelSortControl sort={props.sort} onSort={props.onSort} />
      </Box>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('results.filters')}
      </Typography>
      {props.children}
      <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={props.onClose}>
        {t('hotels.showHotels', { n: props.resultCount })}
      </Button>
    </Drawer>
  );
}
