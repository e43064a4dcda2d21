import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { blogPopularQuery } from './blog-api';
import { postPath } from './blog-params';
import { PostMeta } from './post-meta';

/** The posts readers talk about most lately, numbered, beside the list. */
export function PopularPosts() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const headingId = useId();
  const popular = useQuery(blogPopularQuery(language));
  if (!popular.data?.length) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Typography id={headingId} component="h2" sx={{ fontSize: 17, fontWeight: 800, mb: 1.5 }}>
        {t('blog.popular')}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {popular.data.map((post, n) => (
          <Box component="li" key={post.slug} sx={{ display: 'flex', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                fontSize: 22,
                fontWeight: 800,
                color: 'primary.main',
                minWidth: 24,
                lineHeight: 1.3,
              }}
            >
              {toLocalDigits(String(n + 1), language)}
            </Box>
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <Box
                component={Link}
                to={postPath(post.slug)}
                sx={{
                  color: 'text.primary',
                  fontWeight: 700,
                  fontSize: 14,
                  lineHeight: 1.7,
                  textDecoration: 'none',
                  '&:hover, &:focus-visible': { textDecoration: 'underline' },
                }}
              >
                {post.title}
              </Box>
              <PostMeta post={post} withComments />
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
