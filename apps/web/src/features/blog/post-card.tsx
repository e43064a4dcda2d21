import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@parvaz/domain/contracts/blog';
import { Link } from 'react-router';
import { blogListPath, postPath } from './blog-params';
import { PostMeta } from './post-meta';

const linkStyle = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;

/**
 * A post in a list: its picture, category, title (the link to it), summary and date. The
 * picture repeats the title's link for the pointer, out of the tab order and hidden from
 * screen readers, so each post is one stop for the keyboard.
 */
export function PostCard({
  post,
  headingLevel = 'h2',
  compact = false,
  eager = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
  /** The first picture a visitor sees: fetched at once rather than when scrolled to. */
  eager?: boolean;
}) {
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 2,
      }}
    >
      <Box
        component={Link}
        to={postPath(post.slug)}
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
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 9',
            bgcolor: 'action.hover',
          }}
        />
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Box
          component={Link}
          to={blogListPath({ category: post.category.slug })}
          sx={{
            ...linkStyle,
            color: 'primary.dark',
            fontSize: 13,
            fontWeight: 700,
            alignSelf: 'flex-start',
          }}
        >
          {post.category.name}
        </Box>
        <Typography
          component={headingLevel}
          sx={{ fontSize: compact ? 16 : 18, fontWeight: 800, lineHeight: 1.6 }}
        >
          <Box component={Link} to={postPath(post.slug)} sx={linkStyle}>
            {post.title}
          </Box>
        </Typography>
        {!compact && (
          <Typography sx={{ color: 'text.secondary', fontSize: 14, lineHeight: 1.8, flexGrow: 1 }}>
            {post.summary}
          </Typography>
        )}
        <PostMeta post={post} />
      </Box>
    </Paper>
  );
}
