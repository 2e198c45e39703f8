/** A user's title beside their name (title/list/all), or nothing. */
import { Badge } from '../../../ui/badge';
import { useNewsStore } from '../store/news-store';
import { newsSelectors } from '../store/selectors';

export function UserTitleBadge({ titleId }: { titleId: number | null }) {
  const titles = useNewsStore(newsSelectors.titles);
  if (titleId === null) return null;
  const title = titles.find((item) => item.id === titleId);
  return title ? (
    <Badge variant="tag" tone="gold">
      {title.name}
    </Badge>
  ) : null;
}
