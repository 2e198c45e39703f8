/**
 * The platform's own words a fan reads: a call that failed (its toast and the error face's line)
 * and a refresh that kept the last copy. zh-CN's, shipped with the code: the shape the other
 * locales (platform-messages.locales.ts) are typed against.
 */
export const platformMessages = {
  networkFailure: '网络连接异常，请检查网络后重试',
  malformed: '数据加载异常，请稍后重试',
  /** A refusal whose envelope says nothing: its code at least. */
  requestFailed: (code: number) => `请求失败（${code}）`,
  /** An optional call the backend does not have (the feature hides; the line is seldom read). */
  missingCall: (path: string) => `接口不存在：${path}`,
  cancelled: '请求已取消',
  refreshFailed: '刷新失败，已显示上次的内容',
} as const;
