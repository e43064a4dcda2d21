import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useApiActivity } from '../../../lib/api/api-activity';

/** The slim top bar shown while ordinary calls run (PRODUCT.md decision 10). */
export function ApiProgressBar() {
  const busy = useApiActivity((state) => state.pending > 0);
  const { t } = useTranslation();
  if (!busy) return null;
  return (
    <LinearProgress
      aria-label={t('loader.working')}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    />
  );
}
