import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';
import { PageHead } from '../../lib/pages/page-head';

/**
 * A page of the cases (/report, /case): its head, its title as the page's heading (`titleId`
 * names it, for what the page labels by it), then `children`.
 */
export function CasePage({
  title,
  description,
  titleId,
  children,
}: {
  title: string;
  description: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <PageContainer narrow>
      <PageHead title={title} description={description} />
      <Typography
        id={titleId}
        component="h1"
        sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800, mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </PageContainer>
  );
}
