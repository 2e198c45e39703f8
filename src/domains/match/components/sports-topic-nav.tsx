/**
 * The switch between the sports topic pages (five leagues, NBA, Euro,
 * World Cup) at the top of each of them. The topics belong to two domains (football, NBA): the
 * switch lives here so that both show the same one; it links by the domains' named links
 * (domain-links), through the router.
 * The World Cup is defined but hidden (like its header tab): the switch leaves it
 * out, except on /world-cup itself — reached by address — where it is the lit tab, so the page
 * still says where the user is.
 */
import { useNavigate } from 'react-router-dom';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { linkTo } from '../../../platform/domain/domain-links';
import { Tabs } from '../../../ui/tabs';
import { useMessages } from '../../../platform/i18n/messages';
import { topicWords } from '../topic-messages';

export const SPORTS_TOPICS = [
  { key: 'five-leagues', word: 'fiveLeagues', link: 'football.fiveLeagues' },
  { key: 'nba', word: 'nba', link: 'nba.home' },
  { key: 'euro-cup', word: 'euroCup', link: 'football.euroCup' },
  { key: 'world-cup', word: 'worldCup', link: 'football.worldCup', hidden: true },
] as const;

export type SportsTopic = (typeof SPORTS_TOPICS)[number]['key'];

export function SportsTopicNav({ active }: { active: SportsTopic }) {
  const navigate = useNavigate();
  const { href } = useNavigation();
  const words = useMessages(topicWords);
  return (
    <Tabs<SportsTopic>
      ariaLabel={words.label}
      items={SPORTS_TOPICS.filter((topic) => !('hidden' in topic) || topic.key === active).map(({ key, word }) => ({
        key,
        label: words[word],
      }))}
      activeKey={active}
      stretch
      onChange={(key) => {
        const topic = SPORTS_TOPICS.find((item) => item.key === key);
        if (topic) void navigate(href(linkTo(topic.link)));
      }}
    />
  );
}
