import { DownloadView } from './download-view';
import { SPORT_APP_LINKS } from './download-links';

export default function DownloadPage() {
  return <DownloadView app="sportApp" links={SPORT_APP_LINKS} underFloat place="download" />;
}
