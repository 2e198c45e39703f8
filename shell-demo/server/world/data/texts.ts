/** Chinese text fragments the world composes tips, comments, moments and profiles from. */

export const HOST_TAGS: readonly string[] = [
  '足球',
  '篮球',
  '英超',
  '西甲',
  '意甲',
  '德甲',
  '法甲',
  'NBA',
  '欧冠',
  '解说',
  '美女主播',
  '技术流',
  '数据分析',
  '幽默',
  '专业',
  '颜值',
  '情怀',
  '新人',
];

export const HOST_INTRODUCTIONS: readonly string[] = [
  '十年看球经验，专注五大联赛，陪你看好每一场比赛。',
  '篮球死忠，每天带你看NBA，分析到位不废话。',
  '新人主播，喜欢足球也喜欢和大家聊天，多多关照～',
  '前业余球员，战术板常驻直播间，欢迎来交流。',
  '解说风格轻松幽默，比赛再闷也不无聊。',
  '数据控一枚，赛前赛后都有干货分享。',
];

export const MOMENT_TEXTS: readonly string[] = [
  '今晚的比赛太精彩了，感谢大家陪我一起看球！',
  '赛前准备中，今天给大家带来{team}的深度分析。',
  '直播间人气破万，谢谢每一位兄弟姐妹的支持❤️',
  '下午茶时间，顺便聊聊本轮的焦点战。',
  '{team}这状态真的稳，下一场继续看好！',
  '昨晚熬夜看球，今天继续元气满满。',
  '新的一周，新的比赛，我们直播间见！',
  '感谢粉丝送的礼物，今晚加播一场～',
  '这个进球可以列入本赛季最佳了吧？',
  '周末双赛连播，记得来直播间打卡。',
];

export const TIP_TITLE_TEMPLATES: readonly string[] = [
  '【{league}】{home} vs {away}：{hook}',
  '{league}焦点战 {home}对阵{away}，{hook}',
  '{home}主场迎战{away}，{hook}',
  '今日{league}精选：{home} VS {away}',
];

export const TIP_HOOKS: readonly string[] = [
  '主队近况火热，稳胆推荐',
  '客队不败金身能否延续？',
  '盘口暗藏玄机，谨慎看待',
  '数据分析给出明确方向',
  '冷门预警，注意防范',
  '状态对比一目了然',
  '伤停影响大，方向已定',
  '历史交锋一边倒',
];

export const BASKETBALL_TIP_SENTENCES: readonly string[] = [
  '{home}近期主场战绩出色，进攻效率联盟前列。',
  '{away}背靠背作战，体能是最大隐患。',
  '两队上次交手{home}大胜，心理上占据优势。',
  '{away}核心球员出战成疑，轮换深度受到考验。',
  '{home}三分命中率近五场超过38%，外线火力强劲。',
  '从盘口走势看，机构更看好主队。',
  '两队节奏都偏快，总分有望走高。',
  '{away}防守端近期明显提升，场均失分下降。',
  '综合伤病与赛程，本场给出以下方向。',
];

export const TIP_BODY_SENTENCES: readonly string[] = [
  '{home}近五场比赛保持不败，主场攻击力强劲。',
  '{away}客场表现起伏较大，防守端漏洞明显。',
  '两队历史交锋{home}占据上风，心理优势明显。',
  '从盘口变化来看，机构对主队信心十足。',
  '{away}核心球员伤愈复出，实力有所回升。',
  '本场比赛对两队的排名都至关重要，预计会有激烈对抗。',
  '{home}中场控制力出色，场均控球率超过55%。',
  '综合基本面与赔率走势，本场给出以下方向。',
  '天气因素可能影响比赛节奏，小球机会较大。',
  '双方攻强守弱，进球数有望突破盘口。',
];

export const EXPERT_INTRODUCTIONS: readonly string[] = [
  '深耕欧洲足球十余年，擅长亚盘分析，追求稳定盈利。',
  '数据模型驱动，专注大小球，理性投注不追高。',
  'NBA资深分析师，熟悉每支球队的轮换与伤病。',
  '前体育记者，信息渠道广，擅长冷门挖掘。',
  '五大联赛全覆盖，以基本面为核心，盘口为辅助。',
  '擅长欧冠、欧联杯等杯赛分析，心态稳健。',
];

export const EXPERT_TAGS: readonly string[] = [
  '足球专家',
  '篮球专家',
  '亚盘高手',
  '大小球专家',
  '冷门猎手',
  '连红达人',
];

export const COMMENT_TEXTS: readonly string[] = [
  '分析得很到位，跟了！',
  '老师这场信心怎么样？',
  '上一场红了，感谢老师🙏',
  '主队最近状态确实好，同意。',
  '客队有伤病，这个方向没毛病。',
  '求老师多发点篮球的推荐',
  '这盘口有点诱，谨慎一点。',
  '连红继续！',
  '已购买，等开奖～',
  '老师太稳了，关注了。',
  '上次黑了，这次再信一回。',
  '大小球怎么看？',
];

export const REPLY_TEXTS: readonly string[] = [
  '同感',
  '我也跟了',
  '稳住，能红',
  '谢谢分享',
  '哈哈，一起加油',
  '回复得好',
];

export const USER_TITLES: readonly { id: number; name: string }[] = [
  { id: 1, name: '盈利王' },
  { id: 2, name: '连红大神' },
  { id: 3, name: '人气王' },
  { id: 4, name: '稳健派' },
  { id: 5, name: '冷门猎手' },
  { id: 6, name: '新星' },
];
