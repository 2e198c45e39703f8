import { fireEvent, screen } from '@testing-library/react';
import { BANNERS_LABEL } from '@src/features/promotions/banner-carousel';

/** The user touches the banner strip: the slides after the first show their pictures at once. */
export function touchBannerStrip(): void {
  fireEvent.touchStart(screen.getByRole('region', { name: BANNERS_LABEL }).firstElementChild!);
}
