import { DownloadView } from './download-view';
import { SPORT_APP_LINKS } from './download-links';

const FEATURES = [
  { title: '主播直播', text: '五大联赛、NBA 热门赛事主播陪看，高清流畅' },
  { title: '专家爆料', text: '认证专家赛前分析，命中率、连红一目了然' },
  { title: '盈利榜单', text: '跟随高手思路，每周盈利排行实时更新' },
  { title: '赛事数据', text: '赛程、积分、阵容、球员数据一站查询' },
];

export default function DownloadPage() {
  return (
    <DownloadView
      title="体育资讯 App"
      tagline="看球、看数据、看专家，一个 App 就够了"
      features={FEATURES}
      links={SPORT_APP_LINKS}
      underFloat
      place="download"
    />
  );
}
