/**
 * The clubs of the five leagues (2025-26 line-ups of each league), with Chinese and English
 * names, a three-letter code, club colours, a strength rating (0–100, drives the score model)
 * and the home ground.
 */
import { CompetitionId } from '../ids';

export interface ClubRow {
  nameEn: string;
  nameZh: string;
  /** Short Chinese name shown in tight rows (often the same as nameZh). */
  shortNameZh: string;
  code: string;
  colors: [string, string];
  strength: number;
  venue: string;
}

function club(
  nameEn: string,
  nameZh: string,
  shortNameZh: string,
  code: string,
  primary: string,
  secondary: string,
  strength: number,
  venue: string,
): ClubRow {
  return { nameEn, nameZh, shortNameZh, code, colors: [primary, secondary], strength, venue };
}

export interface LeagueRow {
  competitionId: number;
  nameEn: string;
  nameZh: string;
  shortNameZh: string;
  countryZh: string;
  clubs: ClubRow[];
}

export const FIVE_LEAGUES: readonly LeagueRow[] = [
  {
    competitionId: CompetitionId.premierLeague,
    nameEn: 'Premier League',
    nameZh: '英格兰超级联赛',
    shortNameZh: '英超',
    countryZh: '英格兰',
    clubs: [
      club('Arsenal', '阿森纳', '阿森纳', 'ARS', '#EF0107', '#FFFFFF', 88, 'Emirates Stadium'),
      club('Aston Villa', '阿斯顿维拉', '维拉', 'AVL', '#670E36', '#95BFE5', 78, 'Villa Park'),
      club('Bournemouth', '伯恩茅斯', '伯恩茅斯', 'BOU', '#DA291C', '#000000', 70, 'Vitality Stadium'),
      club('Brentford', '布伦特福德', '布伦特福德', 'BRE', '#E30613', '#FFFFFF', 69, 'Gtech Community Stadium'),
      club('Brighton & Hove Albion', '布莱顿', '布莱顿', 'BHA', '#0057B8', '#FFFFFF', 72, 'Amex Stadium'),
      club('Burnley', '伯恩利', '伯恩利', 'BUR', '#6C1D45', '#99D6EA', 60, 'Turf Moor'),
      club('Chelsea', '切尔西', '切尔西', 'CHE', '#034694', '#FFFFFF', 83, 'Stamford Bridge'),
      club('Crystal Palace', '水晶宫', '水晶宫', 'CRY', '#1B458F', '#C4122E', 70, 'Selhurst Park'),
      club('Everton', '埃弗顿', '埃弗顿', 'EVE', '#003399', '#FFFFFF', 66, 'Hill Dickinson Stadium'),
      club('Fulham', '富勒姆', '富勒姆', 'FUL', '#000000', '#FFFFFF', 67, 'Craven Cottage'),
      club('Leeds United', '利兹联', '利兹联', 'LEE', '#FFCD00', '#1D428A', 62, 'Elland Road'),
      club('Liverpool', '利物浦', '利物浦', 'LIV', '#C8102E', '#00B2A9', 89, 'Anfield'),
      club('Manchester City', '曼城', '曼城', 'MCI', '#6CABDD', '#1C2C5B', 90, 'Etihad Stadium'),
      club('Manchester United', '曼联', '曼联', 'MUN', '#DA291C', '#FBE122', 76, 'Old Trafford'),
      club('Newcastle United', '纽卡斯尔联', '纽卡', 'NEW', '#241F20', '#FFFFFF', 78, "St James' Park"),
      club('Nottingham Forest', '诺丁汉森林', '森林', 'NFO', '#DD0000', '#FFFFFF', 68, 'City Ground'),
      club('Sunderland', '桑德兰', '桑德兰', 'SUN', '#EB172B', '#FFFFFF', 61, 'Stadium of Light'),
      club('Tottenham Hotspur', '托特纳姆热刺', '热刺', 'TOT', '#132257', '#FFFFFF', 77, 'Tottenham Hotspur Stadium'),
      club('West Ham United', '西汉姆联', '西汉姆', 'WHU', '#7A263A', '#1BB1E7', 66, 'London Stadium'),
      club('Wolverhampton Wanderers', '狼队', '狼队', 'WOL', '#FDB913', '#231F20', 63, 'Molineux Stadium'),
    ],
  },
  {
    competitionId: CompetitionId.laLiga,
    nameEn: 'La Liga',
    nameZh: '西班牙甲级联赛',
    shortNameZh: '西甲',
    countryZh: '西班牙',
    clubs: [
      club('Deportivo Alavés', '阿拉维斯', '阿拉维斯', 'ALA', '#0761AF', '#FFFFFF', 62, 'Mendizorroza'),
      club('Athletic Club', '毕尔巴鄂竞技', '毕尔巴鄂', 'ATH', '#EE2523', '#FFFFFF', 75, 'San Mamés'),
      club('Atlético Madrid', '马德里竞技', '马竞', 'ATM', '#CB3524', '#272E61', 84, 'Metropolitano'),
      club('FC Barcelona', '巴塞罗那', '巴萨', 'BAR', '#A50044', '#004D98', 89, 'Spotify Camp Nou'),
      club('Celta Vigo', '塞尔塔', '塞尔塔', 'CEL', '#8AC3EE', '#E5254E', 66, 'Balaídos'),
      club('Elche', '埃尔切', '埃尔切', 'ELC', '#05642C', '#FFFFFF', 60, 'Martínez Valero'),
      club('Espanyol', '西班牙人', '西班牙人', 'ESP', '#007FC8', '#FFFFFF', 63, 'RCDE Stadium'),
      club('Getafe', '赫塔费', '赫塔费', 'GET', '#005999', '#FFFFFF', 63, 'Coliseum'),
      club('Girona', '赫罗纳', '赫罗纳', 'GIR', '#CD2534', '#FFFFFF', 66, 'Montilivi'),
      club('Levante', '莱万特', '莱万特', 'LEV', '#B4053F', '#005AAA', 59, 'Ciutat de València'),
      club('RCD Mallorca', '马略卡', '马略卡', 'MLL', '#E20613', '#000000', 63, 'Son Moix'),
      club('Osasuna', '奥萨苏纳', '奥萨苏纳', 'OSA', '#D91A21', '#0A346F', 65, 'El Sadar'),
      club('Rayo Vallecano', '巴列卡诺', '巴列卡诺', 'RAY', '#FFFFFF', '#E53027', 64, 'Vallecas'),
      club('Real Betis', '皇家贝蒂斯', '贝蒂斯', 'BET', '#0BB363', '#FFFFFF', 72, 'La Cartuja'),
      club('Real Madrid', '皇家马德里', '皇马', 'RMA', '#FFFFFF', '#FEBE10', 91, 'Santiago Bernabéu'),
      club('Real Oviedo', '皇家奥维耶多', '奥维耶多', 'OVI', '#0033A0', '#FFFFFF', 57, 'Carlos Tartiere'),
      club('Real Sociedad', '皇家社会', '皇家社会', 'RSO', '#0067B1', '#FFFFFF', 70, 'Reale Arena'),
      club('Sevilla', '塞维利亚', '塞维利亚', 'SEV', '#FFFFFF', '#D81E05', 67, 'Ramón Sánchez-Pizjuán'),
      club('Valencia', '瓦伦西亚', '瓦伦西亚', 'VAL', '#FFFFFF', '#EE3524', 66, 'Mestalla'),
      club('Villarreal', '比利亚雷亚尔', '黄潜', 'VIL', '#FFE667', '#005187', 76, 'Estadio de la Cerámica'),
    ],
  },
  {
    competitionId: CompetitionId.serieA,
    nameEn: 'Serie A',
    nameZh: '意大利甲级联赛',
    shortNameZh: '意甲',
    countryZh: '意大利',
    clubs: [
      club('Atalanta', '亚特兰大', '亚特兰大', 'ATA', '#1E71B8', '#000000', 79, 'Gewiss Stadium'),
      club('Bologna', '博洛尼亚', '博洛尼亚', 'BOL', '#1A2F48', '#A21C26', 72, "Renato Dall'Ara"),
      club('Cagliari', '卡利亚里', '卡利亚里', 'CAG', '#A50E2D', '#002350', 60, 'Unipol Domus'),
      club('Como', '科莫', '科莫', 'COM', '#1C4F9C', '#FFFFFF', 66, 'Giuseppe Sinigaglia'),
      club('Cremonese', '克雷莫纳', '克雷莫纳', 'CRE', '#C8102E', '#A7A8AA', 58, 'Giovanni Zini'),
      club('Fiorentina', '佛罗伦萨', '佛罗伦萨', 'FIO', '#482E92', '#FFFFFF', 70, 'Artemio Franchi'),
      club('Genoa', '热那亚', '热那亚', 'GEN', '#A71930', '#002147', 62, 'Luigi Ferraris'),
      club('Hellas Verona', '维罗纳', '维罗纳', 'VER', '#002F6C', '#FFD100', 59, "Marc'Antonio Bentegodi"),
      club('Inter', '国际米兰', '国米', 'INT', '#010E80', '#000000', 87, 'San Siro'),
      club('Juventus', '尤文图斯', '尤文', 'JUV', '#000000', '#FFFFFF', 82, 'Allianz Stadium'),
      club('Lazio', '拉齐奥', '拉齐奥', 'LAZ', '#87D8F7', '#FFFFFF', 73, 'Stadio Olimpico'),
      club('Lecce', '莱切', '莱切', 'LEC', '#FFD700', '#E2001A', 58, 'Via del Mare'),
      club('AC Milan', 'AC米兰', 'AC米兰', 'MIL', '#FB090B', '#000000', 81, 'San Siro'),
      club('Napoli', '那不勒斯', '那不勒斯', 'NAP', '#12A0D7', '#FFFFFF', 84, 'Diego Armando Maradona'),
      club('Parma', '帕尔马', '帕尔马', 'PAR', '#FFD200', '#1B3E8B', 60, 'Ennio Tardini'),
      club('Pisa', '比萨', '比萨', 'PIS', '#1C1C1C', '#0067B1', 57, 'Arena Garibaldi'),
      club('AS Roma', '罗马', '罗马', 'ROM', '#8E1F2F', '#F0BC42', 76, 'Stadio Olimpico'),
      club('Sassuolo', '萨索洛', '萨索洛', 'SAS', '#00A752', '#000000', 61, 'Mapei Stadium'),
      club('Torino', '都灵', '都灵', 'TOR', '#8A1E03', '#FFFFFF', 64, 'Stadio Olimpico Grande Torino'),
      club('Udinese', '乌迪内斯', '乌迪内斯', 'UDI', '#000000', '#FFFFFF', 62, 'Bluenergy Stadium'),
    ],
  },
  {
    competitionId: CompetitionId.bundesliga,
    nameEn: 'Bundesliga',
    nameZh: '德国甲级联赛',
    shortNameZh: '德甲',
    countryZh: '德国',
    clubs: [
      club('FC Augsburg', '奥格斯堡', '奥格斯堡', 'FCA', '#BA3733', '#46714D', 62, 'WWK Arena'),
      club('Bayer Leverkusen', '勒沃库森', '药厂', 'B04', '#E32221', '#000000', 80, 'BayArena'),
      club('Bayern Munich', '拜仁慕尼黑', '拜仁', 'FCB', '#DC052D', '#0066B2', 91, 'Allianz Arena'),
      club('Borussia Dortmund', '多特蒙德', '多特', 'BVB', '#FDE100', '#000000', 81, 'Signal Iduna Park'),
      club('Borussia Mönchengladbach', '门兴格拉德巴赫', '门兴', 'BMG', '#000000', '#FFFFFF', 65, 'Borussia-Park'),
      club('Eintracht Frankfurt', '法兰克福', '法兰克福', 'SGE', '#E1000F', '#000000', 74, 'Deutsche Bank Park'),
      club('SC Freiburg', '弗赖堡', '弗赖堡', 'SCF', '#000000', '#E2001A', 69, 'Europa-Park Stadion'),
      club('Hamburger SV', '汉堡', '汉堡', 'HSV', '#0A3F86', '#FFFFFF', 61, 'Volksparkstadion'),
      club('1. FC Heidenheim', '海登海姆', '海登海姆', 'FCH', '#E30613', '#003B79', 58, 'Voith-Arena'),
      club('TSG Hoffenheim', '霍芬海姆', '霍芬海姆', 'TSG', '#1C63B7', '#FFFFFF', 67, 'PreZero Arena'),
      club('1. FC Köln', '科隆', '科隆', 'KOE', '#ED1C24', '#FFFFFF', 61, 'RheinEnergieStadion'),
      club('RB Leipzig', 'RB莱比锡', '莱比锡', 'RBL', '#DD0741', '#FFFFFF', 77, 'Red Bull Arena'),
      club('1. FSV Mainz 05', '美因茨', '美因茨', 'M05', '#C3141E', '#FFFFFF', 64, 'Mewa Arena'),
      club('FC St. Pauli', '圣保利', '圣保利', 'STP', '#6B4C3B', '#FFFFFF', 59, 'Millerntor-Stadion'),
      club('Union Berlin', '柏林联合', '柏林联', 'FCU', '#EB1923', '#FFFFFF', 63, 'Stadion An der Alten Försterei'),
      club('Werder Bremen', '云达不莱梅', '不莱梅', 'SVW', '#1D9053', '#FFFFFF', 64, 'Weserstadion'),
      club('VfL Wolfsburg', '沃尔夫斯堡', '狼堡', 'WOB', '#65B32E', '#FFFFFF', 64, 'Volkswagen Arena'),
      club('VfB Stuttgart', '斯图加特', '斯图加特', 'VFB', '#E32219', '#FFFFFF', 73, 'MHPArena'),
    ],
  },
  {
    competitionId: CompetitionId.ligue1,
    nameEn: 'Ligue 1',
    nameZh: '法国甲级联赛',
    shortNameZh: '法甲',
    countryZh: '法国',
    clubs: [
      club('Angers SCO', '昂热', '昂热', 'ANG', '#000000', '#FFFFFF', 57, 'Raymond Kopa'),
      club('AJ Auxerre', '欧塞尔', '欧塞尔', 'AUX', '#FFFFFF', '#0F5DA8', 58, "L'Abbé-Deschamps"),
      club('Stade Brestois', '布雷斯特', '布雷斯特', 'BRE', '#E30613', '#FFFFFF', 64, 'Francis-Le Blé'),
      club('Le Havre', '勒阿弗尔', '勒阿弗尔', 'HAC', '#75B5E5', '#1C2E4A', 57, 'Stade Océane'),
      club('RC Lens', '朗斯', '朗斯', 'RCL', '#FFDD00', '#E2001A', 70, 'Bollaert-Delelis'),
      club('LOSC Lille', '里尔', '里尔', 'LIL', '#E01E13', '#20325F', 73, 'Pierre-Mauroy'),
      club('FC Lorient', '洛里昂', '洛里昂', 'FCL', '#F58220', '#000000', 57, 'Yves-Allainmat'),
      club('Olympique Lyonnais', '里昂', '里昂', 'OL', '#FFFFFF', '#DA0812', 72, 'Groupama Stadium'),
      club('Olympique de Marseille', '马赛', '马赛', 'OM', '#2FAEE0', '#FFFFFF', 75, 'Vélodrome'),
      club('FC Metz', '梅斯', '梅斯', 'FCM', '#6E0F12', '#FFFFFF', 56, 'Saint-Symphorien'),
      club('AS Monaco', '摩纳哥', '摩纳哥', 'ASM', '#E7212C', '#FFFFFF', 75, 'Louis II'),
      club('FC Nantes', '南特', '南特', 'FCN', '#FCD405', '#00A859', 61, 'La Beaujoire'),
      club('OGC Nice', '尼斯', '尼斯', 'OGCN', '#C4161C', '#000000', 68, 'Allianz Riviera'),
      club('Paris FC', '巴黎FC', '巴黎FC', 'PFC', '#0A2240', '#FFFFFF', 60, 'Jean-Bouin'),
      club('Paris Saint-Germain', '巴黎圣日耳曼', '巴黎', 'PSG', '#004170', '#DA291C', 90, 'Parc des Princes'),
      club('Stade Rennais', '雷恩', '雷恩', 'SRFC', '#E13327', '#000000', 67, 'Roazhon Park'),
      club('RC Strasbourg', '斯特拉斯堡', '斯特拉斯堡', 'RCSA', '#009FE3', '#FFFFFF', 66, 'La Meinau'),
      club('Toulouse FC', '图卢兹', '图卢兹', 'TFC', '#5B2D8E', '#FFFFFF', 62, 'Stadium de Toulouse'),
    ],
  },
];
