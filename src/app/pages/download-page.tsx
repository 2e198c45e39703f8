import { useMessages } from '../../platform/i18n/messages';
import { DownloadView } from './download-view';
import { SPORT_APP_LINKS } from './download-links';
import { downloadWords } from './download-messages';

export default function DownloadPage() {
  const { sportApp } = useMessages(downloadWords);
  return (
    <DownloadView
      title={sportApp.title}
      tagline={sportApp.tagline}
      features={sportApp.features}
      links={SPORT_APP_LINKS}
      underFloat
      place="download"
    />
  );
}
