/**
 * Where the customer-service float shows (docs/pages.md, the frame): on the pages with the header
 * tab bar, never over a page's bottom input box or an open dialog or sheet, and not while the host
 * or the native app has hidden it (`customer-service-float` event or message).
 */
export interface ServiceFloatInputs {
  /** The route shows the header tab bar. */
  header: boolean;
  /** The route pads the bottom for its input box (the room, a tip). */
  inputPadding: boolean;
  sheetOpen: boolean;
  /** The host's or the native app's last word: shown unless it said hidden. */
  allowedByHost: boolean;
}

export const isServiceFloatShown = ({ header, inputPadding, sheetOpen, allowedByHost }: ServiceFloatInputs): boolean =>
  header && !inputPadding && !sheetOpen && allowedByHost;
