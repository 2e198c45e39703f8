/**
 * The words of a match's detailed phases that its statuses do not have (rules/match-phases), in
 * zh-CN: the shape of phase-messages.<locale>.ts. Only the data pages show phases, so these are a
 * bundle of their own, off the first screen; read them with `useMessages(phaseWords)`.
 */
export const phaseMessages = {
  halfBreak: '中场休息',
  regulationOver: '常规时间结束',
  extraFirstHalf: '加时上半场',
  extraHalfTime: '加时中场',
  extraSecondHalf: '加时下半场',
  extraTimeOver: '加时结束',
  awaitingExtraTime: '等待加时',
  awaitingPenalties: '等待点球',
  shootoutOver: '点球结束',
  discarded: '作废',
  // A basketball game's: English and Taiwan name these apart from football's.
  awaitingOvertime: '等待加时',
  overtimeOver: '加时结束',
} as const;
