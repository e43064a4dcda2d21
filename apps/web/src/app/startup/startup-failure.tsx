import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Shown when the initial configuration could not be loaded: without it there is no tenant,
 * theme or language, so the page uses neutral colours and the language i18next could get.
 */
export function StartupFailure({
  kind,
  onRetry,
}: {
  kind: 'connection' | 'server';
  onRetry: () => void;
}) {
  const { t, ready } = useTranslation();
  const message =
    kind === 'connection'
      ? t('messages:connectionError', { defaultValue: 'Connection error!!' })
      : t('messages:serverError', { defaultValue: 'Server error!!' });
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {message}
        </Typography>
        <Button
          variant="contained"
          onClick={onRetry}
          sx={{ bgcolor: '#B0262D', '&:hover': { bgcolor: '#8C1E24' } }}
        >
          {ready ? t('startup.retry', { defaultValue: 'Try again' }) : 'Try again'}
        </Button>
      </Box>
    </Box>
  );
}
