/**
 * The odds type the user chose on this device: read by the selectors (before a choice is made
 * in this visit) and written by the board's action.
 */
import { OddsType, isOddsType, type OddsTypeValue } from '../../../contracts/ranking';
import { readStored, writeStored } from '../../../platform/storage/local-storage';
import { rankingStorage } from '../ranking-storage';

/** The odds type the user chose on this device (European until they choose). */
export function savedOddsType(): OddsTypeValue {
  const value = Number(readStored(rankingStorage.oddsType));
  return isOddsType(value) ? value : OddsType.European;
}

export function saveOddsType(oddsType: OddsTypeValue): void {
  writeStored(rankingStorage.oddsType, String(oddsType));
}
