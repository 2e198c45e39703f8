/** Typed hrefs of the frame's own pages (each domain has its own, beside its routes). */
export const paths = {
  download: () => '/download',
  anchorDownload: () => '/anchor-download',
  goldDocument: () => '/gold-document',
  home: () => '/',
} as const;
