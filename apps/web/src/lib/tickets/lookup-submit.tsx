import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The end of a "find your booking" form: why the last try found nothing, if it did not, then Find. */
export function LookupSubmit({ problem, busy }: { problem: string | null; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ minWidth: 200 }}
        >
          {t('tickets.findSubmit')}
        </Button>
      </Box>
    </>
  );
}
