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

export const SPORTS_TOPICS = [
  { key: 'five-leagues', label: '五大联赛', link: 'football.fiveLeagues' },
  { key: 'nba', label: 'NBA', link: 'nba.home' },
  { key: 'euro-cup', label: '欧洲杯', link: 'football.euroCup' },
  { key: 'world-cup', label: '世界杯', link: 'football.worldCup', hidden: true },
] as const;

export type SportsTopic = (typeof SPORTS_TOPICS)[number]['key'];

export function SportsTopicNav({ active }: { active: SportsTopic }) {
  const navigate = useNavigate();
  const { href } = useNavigation();
  return (
    <Tabs<SportsTopic>
      ariaLabel="体育专题"
      items={SPORTS_TOPICS.filter((topic) => !('hidden' in topic) || topic.key === active).map(({ key, label }) => ({
        key,
        label,
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
