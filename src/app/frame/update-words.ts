/** The words of a newer version of ours (the page's area, update-prompt.tsx). */
export const updateWords = {
  title: '新版本已发布',
  /** Where a page's chunk is gone: the page area says so, the prompt has the button. */
  pageHint: '刷新后即可打开这个页面',
  reload: '刷新',
} as const;
