/**
 * The English of the texts the world composes its own sentences from (texts.ts's tip templates,
 * the play names, the ranking's and the squads' words), by their zh-CN text. A template keeps its
 * places ({home}, {away}, {league}, {hook}, {pick}, {odds}); server-sentences.ts fills them in the
 * language asked. A fan's or a streamer's own writing is not here: it stays as written.
 */
export const TEXTS_EN: Readonly<Record<string, string>> = {
  // Tip titles (TIP_TITLE_TEMPLATES) and their hooks (TIP_HOOKS)
  '【{league}】{home} vs {away}：{hook}': '[{league}] {home} v {away}: {hook}',
  '{league}焦点战 {home}对阵{away}，{hook}': '{league} big match, {home} v {away}: {hook}',
  '{home}主场迎战{away}，{hook}': '{home} host {away}: {hook}',
  '今日{league}精选：{home} VS {away}': "Today's {league} pick: {home} v {away}",
  '主队近况火热，稳胆推荐': 'the home side are on fire, a banker',
  '客队不败金身能否延续？': 'can the visitors stay unbeaten?',
  '盘口暗藏玄机，谨慎看待': 'the line hides a trap, take care',
  数据分析给出明确方向: 'the numbers point one way',
  '冷门预警，注意防范': 'upset alert, be careful',
  状态对比一目了然: 'the form speaks for itself',
  '伤停影响大，方向已定': 'injuries decide it',
  历史交锋一边倒: 'the head-to-head is one-sided',
  // Tip bodies (BASKETBALL_TIP_SENTENCES, TIP_BODY_SENTENCES) and their last line
  '{home}近期主场战绩出色，进攻效率联盟前列。':
    "{home} have been excellent at home lately, with one of the league's best offences.",
  '{away}背靠背作战，体能是最大隐患。': '{away} are on a back-to-back: fatigue is the big worry.',
  '两队上次交手{home}大胜，心理上占据优势。': '{home} won big last time out, an edge in the mind.',
  '{away}核心球员出战成疑，轮换深度受到考验。': "{away}'s key player is doubtful: their depth will be tested.",
  '{home}三分命中率近五场超过38%，外线火力强劲。':
    '{home} shot over 38% from three in their last five: real firepower.',
  '从盘口走势看，机构更看好主队。': 'The line movement says the bookmakers favour the home side.',
  '两队节奏都偏快，总分有望走高。': 'Both teams play fast: the total could go high.',
  '{away}防守端近期明显提升，场均失分下降。': "{away}'s defence has improved: they concede fewer points a game.",
  '综合伤病与赛程，本场给出以下方向。': 'Weighing injuries and schedule, here is the pick.',
  '{home}近五场比赛保持不败，主场攻击力强劲。': '{home} are unbeaten in five, strong in attack at home.',
  '{away}客场表现起伏较大，防守端漏洞明显。': '{away} are patchy away and leaky at the back.',
  '两队历史交锋{home}占据上风，心理优势明显。': '{home} lead the head-to-head, a clear edge in the mind.',
  '从盘口变化来看，机构对主队信心十足。': 'The line movement shows the bookmakers trust the home side.',
  '{away}核心球员伤愈复出，实力有所回升。': "{away}'s key player is back from injury: they are stronger again.",
  '本场比赛对两队的排名都至关重要，预计会有激烈对抗。':
    'This match matters for both in the table: expect a hard fight.',
  '{home}中场控制力出色，场均控球率超过55%。': '{home} control midfield, with over 55% possession a game.',
  '综合基本面与赔率走势，本场给出以下方向。': 'Weighing form and the odds, here is the pick.',
  '天气因素可能影响比赛节奏，小球机会较大。': 'The weather may slow the game: under is likely.',
  '双方攻强守弱，进球数有望突破盘口。': 'Both attack better than they defend: the goals may beat the line.',
  '推荐：{pick}（赔率 {odds}）。': 'Pick: {pick} (odds {odds}).',
  // A tip's play and tag
  胜平负: '1X2',
  让球: 'Handicap',
  大小球: 'Over/Under',
  胜负: 'Moneyline',
  让分: 'Spread',
  大小分: 'Total points',
  二串一: '2-leg parlay',
  串关: 'Parlay',
  // The ranking's periods and an expert's record (近10中7)
  周榜: 'Weekly',
  月榜: 'Monthly',
  '近{played}中{won}': '{won} of last {played}',
  // Squads: a player's position
  门将: 'Goalkeeper',
  后卫: 'Defender',
  中场: 'Midfielder',
  前锋: 'Forward',
  控球后卫: 'Point guard',
  得分后卫: 'Shooting guard',
  小前锋: 'Small forward',
  大前锋: 'Power forward',
  中锋: 'Center',
  // NBA stages and the standings' groups
  季前赛: 'Preseason',
  全明星赛: 'All-Star Game',
  常规赛: 'Regular season',
  首轮: 'First round',
  分区半决赛: 'Conference semifinals',
  分区决赛: 'Conference finals',
  总决赛: 'Finals',
  '杯赛1/4决赛': 'Cup quarterfinals',
  杯赛半决赛: 'Cup semifinals',
  杯赛决赛: 'Cup final',
  联盟: 'League',
  东部: 'East',
  西部: 'West',
  // A live room's system lines (crowd/room-notices.ts): the welcome, the notices, the match's moments, red envelopes
  '欢迎来到{host}的直播间！文明发言，理性看球，禁止广告和人身攻击。':
    "Welcome to {host}'s room! Keep it civil and enjoy the game: no ads, no personal attacks.",
  '直播间公告：文明观赛，禁止发布广告、辱骂等违规内容，违者禁言。':
    'Room notice: watch with respect. Ads and abuse get you muted.',
  '温馨提示：主播和官方不会私下联系你，谨防诈骗。':
    'Reminder: streamers and staff never contact you privately. Beware of scams.',
  '点个关注，主播开播第一时间提醒你。': 'Follow to hear first when the streamer goes live.',
  '比赛开始！{home} vs {away}': 'Kick-off! {home} v {away}',
  '⚽ 进球！{team} {player} {minute}′ {home} {score} {away}':
    '⚽ Goal! {team} {player} {minute}′ {home} {score} {away}',
  '⚽ 进球！{team} {home} {score} {away}': '⚽ Goal! {team} {home} {score} {away}',
  '休息时间 {home} {score} {away}': 'Half-time {home} {score} {away}',
  '全场结束 {home} {score} {away}': 'Full time {home} {score} {away}',
  '{host}发了一个 {amount} 元红包！{count} 人瓜分，{how}即可参与，{minutes} 分钟后开奖':
    '{host} sent a ¥{amount} red envelope! {count} winners share it: {how} to join, drawn in {minutes} min',
  '红包开奖：恭喜 {names} 等 {count} 人瓜分 {amount} 元':
    'Red envelope drawn: {names} and others, {count} winners, share ¥{amount}',
  关注主播: 'follow the streamer',
  在直播间发送一条消息: 'send a message in the room',
  关注主播并在直播间发送一条消息: 'follow the streamer and send a message in the room',
  // Streamers' and experts' tags (HOST_TAGS, EXPERT_TAGS)
  足球: 'Football',
  篮球: 'Basketball',
  解说: 'Commentary',
  美女主播: 'Star host',
  技术流: 'Tactics',
  数据分析: 'Data',
  幽默: 'Humour',
  专业: 'Pro',
  颜值: 'Good looks',
  情怀: 'Heart',
  新人: 'Newcomer',
  足球专家: 'Football expert',
  篮球专家: 'Basketball expert',
  亚盘高手: 'Asian handicap pro',
  大小球专家: 'Over/Under expert',
  冷门猎手: 'Upset hunter',
  连红达人: 'Streak master',
};

/**
 * Where Taiwan's or Hong Kong's players say it otherwise than the character table's Traditional
 * (the Jockey Club's 主客和 and 入球大細, Taiwan's lottery's 不讓分 and 讓分): the play names.
 */
export const TEXTS_REGIONAL: Readonly<Record<'zh-TW' | 'zh-HK', Readonly<Record<string, string>>>> = {
  'zh-TW': { 胜平负: '不讓分', 让球: '讓分', 大小球: '大小', 胜负: '不讓分', 大小分: '大小分', 总决赛: '總冠軍賽' },
  'zh-HK': { 胜平负: '主客和', 让球: '讓球', 大小球: '入球大細', 胜负: '主客', 大小分: '總分大細' },
};
