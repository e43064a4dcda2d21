import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import type { ReactNode } from 'react';

/**
 * A preview of content as visitors will get it: a section named `title`, and the content in its
 * own language and direction (`sx` styles the content's box).
 */
export function ContentPreview({
  title,
  lang,
  sx,
  children,
}: {
  title: string;
  lang: Language;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2, borderRadius: 2 }}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1, color: 'text.secondary' }}>
        {title}
      </Typography>
      <Box lang={lang} dir={languageDirection(lang)} sx={sx}>
        {children}
      </Box>
    </Paper>
  );
}
