import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@parvaz/domain/contracts/blog';
import { Link } from 'react-router';
import { CardPicture } from '../../components/card-picture';
import { quietLinkStyle } from '../../components/quiet-link-style';
import { blogListPath, postPath } from './blog-params';
import { PostMeta } from './post-meta';

/**
 * A post in a list: its picture (the title's link again, for the pointer), category, title (the
 * link to it), summary and date.
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
      <CardPicture
        to={postPath(post.slug)}
        src={post.image}
        width={640}
        height={360}
        aspectRatio="16 / 9"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Box
          component={Link}
          to={blogListPath({ category: post.category.slug })}
          sx={{
            ...quietLinkStyle,
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
          <Box component={Link} to={postPath(post.slug)} sx={quietLinkStyle}>
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
