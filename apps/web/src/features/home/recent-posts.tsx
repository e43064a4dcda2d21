import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HomePost } from '@parvaz/domain/contracts/home-page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLocalDay } from '../../lib/format/date-time';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';

const linkStyle = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;

/** The blog's newest posts, each a card whose title leads to the post; a link to all of them. */
export function RecentPosts({ posts }: { posts: readonly HomePost[] }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  if (posts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recent-posts-title" sx={{ mt: { xs: 5, md: 8 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography
          id="recent-posts-title"
          component="h2"
          sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700, flex: 1 }}
        >
          {t('home.recentPosts')}
        </Typography>
        <Box
          component={Link}
          to="/blogs"
          sx={{ ...linkStyle, color: 'primary.dark', fontWeight: 700 }}
        >
          {t('home.allPosts')}
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {posts.map((post) => (
          <Paper
            component="li"
            key={post.slug}
            variant="outlined"
            sx={{ borderRadius: 2, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
          >
            <Box
              component={Link}
              to={`/blogs/${post.slug}`}
              tabIndex={-1}
              aria-hidden
              sx={{ display: 'block' }}
            >
              <Box
                component="img"
                src={post.image}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '16 / 9',
                  bgcolor: 'action.hover',
                }}
              />
            </Box>
            <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 800, fontSize: 17, lineHeight: 1.6 }}>
                <Box component={Link} to={`/blogs/${post.slug}`} sx={linkStyle}>
                  {post.title}
                </Box>
              </Typography>
              <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{post.summary}</Typography>
              <Typography component="p" sx={{ color: 'text.secondary', fontSize: 13 }}>
                <time dateTime={post.publishedAt}>
                  {formatLocalDay(post.publishedAt, calendar, language)}
                </time>
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
