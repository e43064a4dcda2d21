import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';
import { useTenant } from '../../lib/tenant/app-config-context';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  /** A message about the whole form (the server's, when no field carries it). */
  notice?: { severity: 'error' | 'success' | 'info' | 'warning'; text: string } | null;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every auth page shares, beside the tenant's auth picture (spec section 2, authImage). */
export function AuthLayout({ title, intro, notice, children, footer }: AuthLayoutProps) {
  const tenant = useTenant();
  const noticeRef = useRef<HTMLDivElement>(null);
  // A message about the whole form is read out and brought into view when it changes.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);
  return (
    <PageContainer narrow>
      <Paper
        variant="outlined"
        sx={{
          borderRadius: 3,
          overflow: 'hidden',
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: tenant.authImage ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          },
          maxWidth: tenant.authImage ? 880 : 520,
          mx: 'auto',
        }}
      >
        <Box sx={{ p: { xs: 2.5, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Typography
              component="h1"
              variant="h5"
              sx={{ fontWeight: 700, fontSize: { xs: 22, md: 26 }, mb: intro ? 0.75 : 0 }}
            >
              {title}
            </Typography>
            {intro && (
              <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{intro}</Typography>
            )}
          </Box>
          <div ref={noticeRef} role={notice?.severity === 'error' ? 'alert' : 'status'}>
            {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
          </div>
          {children}
          {footer && (
            <Box
              sx={{
                borderTop: 1,
                borderColor: 'divider',
                pt: 2,
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                fontSize: 14,
              }}
            >
              {footer}
            </Box>
          )}
        </Box>
        {tenant.authImage && (
          <Box
            aria-hidden
            sx={{
              display: { xs: 'none', md: 'block' },
              backgroundImage: `url("${tenant.authImage}")`,
              backgroundSize: 'cover',
              backgroundPosition: '0% 50%',
              bgcolor: 'primary.light',
              minHeight: 420,
            }}
          />
        )}
      </Paper>
    </PageContainer>
  );
}
