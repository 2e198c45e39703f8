import { fireEvent, screen } from '@testing-library/react';
import { bannerMessages } from '@src/features/promotions/banner-messages.zh-cn';

/** The user touches the banner strip: the slides after the first show their pictures at once. */
export function touchBannerStrip(): void {
  fireEvent.touchStart(screen.getByRole('region', { name: bannerMessages.label }).firstElementChild!);
}
