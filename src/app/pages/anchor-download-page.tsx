import { DownloadView } from './download-view';
import { ANCHOR_APP_LINKS } from './download-links';

const FEATURES = [
  { title: '一键开播', text: '手机即可开播，绑定赛事自动推荐给球迷' },
  { title: '粉丝互动', text: '弹幕、点赞、动态，和粉丝一起看球' },
  { title: '周榜激励', text: '主播周榜排名，人气越高曝光越多' },
];

export default function AnchorDownloadPage() {
  return (
    <DownloadView
      title="主播端 App"
      tagline="成为体育主播，和球迷一起看比赛"
      features={FEATURES}
      links={ANCHOR_APP_LINKS}
      place="anchorDownload"
    />
  );
}
