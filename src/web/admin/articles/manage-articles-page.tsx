import { Star } from 'lucide-react';
import type { AdminArticle } from '../../../contracts/article.ts';
import { categoryStyle } from '../../components/content/category-badge.tsx';
import { CardImage } from '../components/card-image.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { Badge } from '../components/content-card.tsx';
import type { ListView } from '../components/content-list/content-list-page.tsx';

// admin-area §2 "Articles card": category (named as on the site), Featured, image, author, published date.
export const articleList: ListView<AdminArticle> = {
  kind: 'article',
  title: (article) => article.title,
  picture: (article) => <CardImage src={article.imageUrl} />,
  badges: (article) =>
    article.featured && (
      <Badge>
        <Star aria-hidden="true" className="size-3" />
        Featured
      </Badge>
    ),
  publication: (article) => article,
  byline: (article) => article.author,
  group: (article) => (
    <Badge className={categoryStyle(article.category).fill}>{categoryStyle(article.category).label}</Badge>
  ),
  date: (article) => <ChapterTime iso={article.publishedDate} withTime />,
  text: (article) => article.excerpt,
};
