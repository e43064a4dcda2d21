import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { toastTimeoutMs } from '@parvaz/domain/notify/toast-throttle';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type SnackbarKey,
} from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { attachToastSink } from '../../../lib/notify/notifier';

// notistack's own colours are below AA with white text; these use the tenant palette's shades
// that read at AA.
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  maxWidth: 'min(560px, calc(100vw - 32px))',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark, color: '#fff' },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.primary.dark, color: '#fff' },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '&.notistack-MuiContent-info': {
    backgroundColor: theme.palette.info.main,
    color: theme.palette.info.contrastText,
  },
}));

function CloseToast({ id }: { id: SnackbarKey }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('toast.close')}
      onClick={() => closeSnackbar(id)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * notistack's provider, rendered beside the app rather than around it: toasts are raised through
 * `notify`, never through React context, so the provider can load after the first paint.
 */
export default function ToastHost() {
  useEffect(() => {
    attachToastSink((kind, message, autoHideMs) => {
      enqueueSnackbar(message, { variant: kind, autoHideDuration: autoHideMs });
    });
    return () => attachToastSink(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={toastTimeoutMs}
      action={(id) => <CloseToast id={id} />}
      Components={{
        success: ToastContent,
        error: ToastContent,
        warning: ToastContent,
        info: ToastContent,
        default: ToastContent,
      }}
    />
  );
}
