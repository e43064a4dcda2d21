import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { NotFoundPage } from '../../../components/not-found-page';

/**
 * The client-error page of spec section 2, shown by the router when a page throws: reload the
 * site, or go back to the main page (which clears the error and failed queries).
 */
export function ClientErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (isRouteErrorResponse(error) && error.status === 404)
    return wrap(<NotFoundPage />, standalone);

  const page = (
    <StatusPage
      title={t('error.title')}
      description={t('error.description')}
      icon={<ErrorOutlineIcon />}
      actions={
        <>
          <Button variant="contained" color="primary" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
          <Button
            variant="outlined"
            color="primary"
            onClick={() => {
              queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
              void navigate('/', { replace: true });
            }}
          >
            {t('error.home')}
          </Button>
        </>
      }
    />
  );
  return wrap(page, standalone);
}

/** Without the shell around it (an error in the shell itself), the page brings its own main landmark. */
function wrap(page: ReactNode, standalone: boolean) {
  return standalone ? (
    <Box
      component="main"
      id="main-content"
      sx={{ minHeight: '100vh', display: 'grid', alignItems: 'center' }}
    >
      {page}
    </Box>
  ) : (
    page
  );
}
