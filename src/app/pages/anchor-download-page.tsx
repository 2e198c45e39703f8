import { useMessages } from '../../platform/i18n/messages';
import { DownloadView } from './download-view';
import { ANCHOR_APP_LINKS } from './download-links';
import { downloadWords } from './download-messages';

export default function AnchorDownloadPage() {
  const { anchorApp } = useMessages(downloadWords);
  return (
    <DownloadView
      title={anchorApp.title}
      tagline={anchorApp.tagline}
      features={anchorApp.features}
      links={ANCHOR_APP_LINKS}
      place="anchorDownload"
    />
  );
}
