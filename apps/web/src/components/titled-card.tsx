import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A section of a page on an outlined card, named by its title (the element `titleId` names):
 * the title, a line of `intro` under it, then `children`. `flushTitle` sets the intro right
 * under the title.
 */
export function TitledCard({
  titleId,
  title,
  intro,
  flushTitle = false,
  children,
}: {
  titleId: string;
  title: ReactNode;
  intro: string;
  flushTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
    >
      <Typography
        id={titleId}
        component="h2"
        sx={{ fontWeight: 700, fontSize: 20, ...(flushTitle ? {} : { mb: 0.5 }) }}
      >
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{intro}</Typography>
      {children}
    </Paper>
  );
}
