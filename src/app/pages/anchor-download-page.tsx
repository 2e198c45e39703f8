import { DownloadView } from './download-view';
import { ANCHOR_APP_LINKS } from './download-links';

export default function AnchorDownloadPage() {
  return <DownloadView app="anchorApp" links={ANCHOR_APP_LINKS} place="anchorDownload" />;
}
