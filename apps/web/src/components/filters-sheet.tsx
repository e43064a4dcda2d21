import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Below md, a result list's sort and filters in a bottom sheet, closed by its "show n …" button
 * (`doneLabel`): the flight results and the hotel list share it.
 */
export function FiltersSheet(props: {
  open: boolean;
  onClose: () => void;
  sortControl: ReactNode;
  doneLabel: string;
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
          // A modal sheet: announced as a dialog, like the mobile menu.
          role: 'dialog',
          'aria-label': t('results.filtersAndSort'),
        },
      }}
    >
      <Box sx={{ width: 40, height: 4, bgcolor: 'divider', borderRadius: 2, mx: 'auto', mb: 2 }} />
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('results.sort')}
      </Typography>
      <Box sx={{ mb: 2 }}>{props.sortControl}</Box>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('results.filters')}
      </Typography>
      {props.children}
      <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={props.onClose}>
        {props.doneLabel}
      </Button>
    </Drawer>
  );
}
