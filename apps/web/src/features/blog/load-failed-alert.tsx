import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What of the blog could not be read, with a button that asks for it again. */
export function LoadFailedAlert({
  onRetry,
  children,
}: {
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('blog.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
