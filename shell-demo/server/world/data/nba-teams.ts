/** The 30 NBA teams with Chinese names, conference (east 1, west 2) and division. */

export interface NbaTeamRow {
  nameEn: string;
  nameZh: string;
  /** City or region in Chinese, e.g. 洛杉矶. */
  cityZh: string;
  code: string;
  conference: 1 | 2;
  divisionEn: string;
  colors: [string, string];
  strength: number;
  venue: string;
}

export const DIVISION_NAMES_ZH: Readonly<Record<string, string>> = {
  Atlantic: '大西洋区',
  Central: '中部区',
  Southeast: '东南区',
  Northwest: '西北区',
  Pacific: '太平洋区',
  Southwest: '西南区',
};

export const CONFERENCE_NAMES_ZH: Readonly<Record<1 | 2, string>> = { 1: '东部', 2: '西部' };

function team(
  nameEn: string,
  nameZh: string,
  cityZh: string,
  code: string,
  conference: 1 | 2,
  divisionEn: string,
  primary: string,
  secondary: string,
  strength: number,
  venue: string,
): NbaTeamRow {
  return { nameEn, nameZh, cityZh, code, conference, divisionEn, colors: [primary, secondary], strength, venue };
}

export const NBA_TEAMS: readonly NbaTeamRow[] = [
  team('Boston Celtics', '凯尔特人', '波士顿', 'BOS', 1, 'Atlantic', '#007A33', '#BA9653', 88, 'TD Garden'),
  team('Brooklyn Nets', '篮网', '布鲁克林', 'BKN', 1, 'Atlantic', '#000000', '#FFFFFF', 62, 'Barclays Center'),
  team('New York Knicks', '尼克斯', '纽约', 'NYK', 1, 'Atlantic', '#006BB6', '#F58426', 82, 'Madison Square Garden'),
  team('Philadelphia 76ers', '76人', '费城', 'PHI', 1, 'Atlantic', '#006BB6', '#ED174C', 72, 'Wells Fargo Center'),
  team('Toronto Raptors', '猛龙', '多伦多', 'TOR', 1, 'Atlantic', '#CE1141', '#000000', 64, 'Scotiabank Arena'),
  team('Chicago Bulls', '公牛', '芝加哥', 'CHI', 1, 'Central', '#CE1141', '#000000', 68, 'United Center'),
  team('Cleveland Cavaliers', '骑士', '克利夫兰', 'CLE', 1, 'Central', '#860038', '#FDBB30', 86, 'Rocket Arena'),
  team('Detroit Pistons', '活塞', '底特律', 'DET', 1, 'Central', '#C8102E', '#1D42BA', 72, 'Little Caesars Arena'),
  team('Indiana Pacers', '步行者', '印第安纳', 'IND', 1, 'Central', '#002D62', '#FDBB30', 76, 'Gainbridge Fieldhouse'),
  team('Milwaukee Bucks', '雄鹿', '密尔沃基', 'MIL', 1, 'Central', '#00471B', '#EEE1C6', 77, 'Fiserv Forum'),
  team('Atlanta Hawks', '老鹰', '亚特兰大', 'ATL', 1, 'Southeast', '#E03A3E', '#C1D32F', 70, 'State Farm Arena'),
  team('Charlotte Hornets', '黄蜂', '夏洛特', 'CHA', 1, 'Southeast', '#1D1160', '#00788C', 60, 'Spectrum Center'),
  team('Miami Heat', '热火', '迈阿密', 'MIA', 1, 'Southeast', '#98002E', '#F9A01B', 72, 'Kaseya Center'),
  team('Orlando Magic', '魔术', '奥兰多', 'ORL', 1, 'Southeast', '#0077C0', '#C4CED4', 75, 'Kia Center'),
  team('Washington Wizards', '奇才', '华盛顿', 'WAS', 1, 'Southeast', '#002B5C', '#E31837', 56, 'Capital One Arena'),
  team('Denver Nuggets', '掘金', '丹佛', 'DEN', 2, 'Northwest', '#0E2240', '#FEC524', 84, 'Ball Arena'),
  team(
    'Minnesota Timberwolves',
    '森林狼',
    '明尼苏达',
    'MIN',
    2,
    'Northwest',
    '#0C2340',
    '#78BE20',
    80,
    'Target Center',
  ),
  team(
    'Oklahoma City Thunder',
    '雷霆',
    '俄克拉荷马城',
    'OKC',
    2,
    'Northwest',
    '#007AC1',
    '#EF3B24',
    90,
    'Paycom Center',
  ),
  team('Portland Trail Blazers', '开拓者', '波特兰', 'POR', 2, 'Northwest', '#E03A3E', '#000000', 62, 'Moda Center'),
  team('Utah Jazz', '爵士', '犹他', 'UTA', 2, 'Northwest', '#002B5C', '#F9A01B', 58, 'Delta Center'),
  team('Golden State Warriors', '勇士', '金州', 'GSW', 2, 'Pacific', '#1D428A', '#FFC72C', 78, 'Chase Center'),
  team('LA Clippers', '快船', '洛杉矶', 'LAC', 2, 'Pacific', '#C8102E', '#1D428A', 76, 'Intuit Dome'),
  team('Los Angeles Lakers', '湖人', '洛杉矶', 'LAL', 2, 'Pacific', '#552583', '#FDB927', 80, 'Crypto.com Arena'),
  team('Phoenix Suns', '太阳', '菲尼克斯', 'PHX', 2, 'Pacific', '#1D1160', '#E56020', 70, 'PHX Arena'),
  team('Sacramento Kings', '国王', '萨克拉门托', 'SAC', 2, 'Pacific', '#5A2D81', '#63727A', 68, 'Golden 1 Center'),
  team(
    'Dallas Mavericks',
    '独行侠',
    '达拉斯',
    'DAL',
    2,
    'Southwest',
    '#00538C',
    '#B8C4CA',
    74,
    'American Airlines Center',
  ),
  team('Houston Rockets', '火箭', '休斯顿', 'HOU', 2, 'Southwest', '#CE1141', '#000000', 82, 'Toyota Center'),
  team('Memphis Grizzlies', '灰熊', '孟菲斯', 'MEM', 2, 'Southwest', '#5D76A9', '#12173F', 76, 'FedExForum'),
  team(
    'New Orleans Pelicans',
    '鹈鹕',
    '新奥尔良',
    'NOP',
    2,
    'Southwest',
    '#0C2340',
    '#C8102E',
    62,
    'Smoothie King Center',
  ),
  team('San Antonio Spurs', '马刺', '圣安东尼奥', 'SAS', 2, 'Southwest', '#C4CED4', '#000000', 74, 'Frost Bank Center'),
];
