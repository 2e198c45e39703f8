/** The odds type odds are read in (1 European, 2 Hong Kong), kept on the device. */
import { OddsType } from '../../../contracts/ranking';
import { SegmentedControl } from '../../../ui/segmented-control';
import { rankingWords } from '../ranking-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { rankingSelectors } from '../store/selectors';
import { useRankingStore } from '../store/ranking-store';

export function OddsTypeSwitch({ className }: { className?: string }) {
  const messages = useMessages(rankingWords);
  const oddsType = useRankingStore(rankingSelectors.oddsType);
  const setOddsType = useRankingStore((state) => state.setOddsType);
  const options = [
    { value: OddsType.European, label: messages.oddsEuropean },
    { value: OddsType.HongKong, label: messages.oddsHongKong },
  ];
  return (
    <SegmentedControl
      options={options}
      value={oddsType}
      onChange={setOddsType}
      ariaLabel={messages.oddsTypeLabel}
      size="s"
      className={className}
    />
  );
}
