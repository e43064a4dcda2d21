import Typography from '@mui/material/Typography';
import type { HomePost } from '@parvaz/domain/contracts/home-page';
import { useTranslation } from 'react-i18next';
import { formatLocalDay } from '../../lib/format/date-time';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { HomeCard } from './home-card';
import { HomeSection } from './home-section';

/**
 * The blog's newest posts, each a card whose title leads to the post; a link to all of them.
 * Not the blog's own PostCard: the home page has no post's category or reading time, and the
 * blog's code stays out of the home page's first load.
 */
export function RecentPosts({ posts }: { posts: readonly HomePost[] }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  if (posts.length === 0) return null;
  return (
    <HomeSection
      titleId="recent-posts-title"
      title={t('home.recentPosts')}
      seeAll={{ to: '/blogs', label: t('home.allPosts') }}
      columns={{ md: 3 }}
    >
      {posts.map((post) => (
        <HomeCard
          key={post.slug}
          to={`/blogs/${post.slug}`}
          picture={{ src: post.image, width: 640, height: 360, aspectRatio: '16 / 9' }}
          title={post.title}
          gap={1}
          titleLineHeight={1.6}
        >
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{post.summary}</Typography>
          <Typography component="p" sx={{ color: 'text.secondary', fontSize: 13 }}>
            <time dateTime={post.publishedAt}>
              {formatLocalDay(post.publishedAt, calendar, language)}
            </time>
          </Typography>
        </HomeCard>
      ))}
    </HomeSection>
  );
}
