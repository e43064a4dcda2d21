import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

interface StatusPageProps {
  title: string;
  description: string;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** A plain page with a title, a sentence and actions: used for "not built yet", 404 and errors. */
export function StatusPage({ title, description, icon, actions }: StatusPageProps) {
  return (
    <PageContainer narrow>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 3 }}>
        {icon && (
          <Box
            aria-hidden
            sx={{ color: 'primary.dark', mb: 2, lineHeight: 0, '& svg': { fontSize: 48 } }}
          >
            {icon}
          </Box>
        )}
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, mb: 1.5, fontSize: { xs: 26, md: 32 } }}
        >
          {title}
        </Typography>
        <Typography
          sx={{ color: 'text.secondary', mb: actions ? 3 : 0, maxWidth: 560, mx: 'auto' }}
        >
          {description}
        </Typography>
        {actions && (
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 1.5,
              justifyContent: 'center',
            }}
          >
            {actions}
          </Box>
        )}
      </Paper>
    </PageContainer>
  );
}
