/**
 * National teams of the two tournaments: the 24 teams of Euro 2024 in their real groups, and
 * 32 World Cup teams that the world draws into groups from strength pots.
 */

export interface NationalTeamRow {
  nameEn: string;
  nameZh: string;
  code: string;
  colors: [string, string];
  strength: number;
}

function nation(
  nameEn: string,
  nameZh: string,
  code: string,
  primary: string,
  secondary: string,
  strength: number,
): NationalTeamRow {
  return { nameEn, nameZh, code, colors: [primary, secondary], strength };
}

/** Every national team once; the index is its id offset from NATIONAL_TEAM_ID_BASE. */
export const NATIONAL_TEAMS: readonly NationalTeamRow[] = [
  nation('Germany', '德国', 'GER', '#FFFFFF', '#000000', 84),
  nation('Scotland', '苏格兰', 'SCO', '#1A2D69', '#FFFFFF', 66),
  nation('Hungary', '匈牙利', 'HUN', '#CE2939', '#477050', 67),
  nation('Switzerland', '瑞士', 'SUI', '#D52B1E', '#FFFFFF', 74),
  nation('Spain', '西班牙', 'ESP', '#C60B1E', '#FFC400', 89),
  nation('Croatia', '克罗地亚', 'CRO', '#FF0000', '#FFFFFF', 78),
  nation('Italy', '意大利', 'ITA', '#0066CC', '#FFFFFF', 80),
  nation('Albania', '阿尔巴尼亚', 'ALB', '#E41E20', '#000000', 60),
  nation('Slovenia', '斯洛文尼亚', 'SVN', '#FFFFFF', '#005DA4', 63),
  nation('Denmark', '丹麦', 'DEN', '#C60C30', '#FFFFFF', 75),
  nation('Serbia', '塞尔维亚', 'SRB', '#C6363C', '#0C4076', 70),
  nation('England', '英格兰', 'ENG', '#FFFFFF', '#CE1124', 87),
  nation('Poland', '波兰', 'POL', '#FFFFFF', '#DC143C', 70),
  nation('Netherlands', '荷兰', 'NED', '#FF6C00', '#21468B', 83),
  nation('Austria', '奥地利', 'AUT', '#ED2939', '#FFFFFF', 74),
  nation('France', '法国', 'FRA', '#002395', '#ED2939', 90),
  nation('Belgium', '比利时', 'BEL', '#ED2939', '#FAE042', 80),
  nation('Slovakia', '斯洛伐克', 'SVK', '#0B4EA2', '#FFFFFF', 63),
  nation('Romania', '罗马尼亚', 'ROU', '#FCD116', '#002B7F', 64),
  nation('Ukraine', '乌克兰', 'UKR', '#FFD500', '#005BBB', 70),
  nation('Türkiye', '土耳其', 'TUR', '#E30A17', '#FFFFFF', 72),
  nation('Georgia', '格鲁吉亚', 'GEO', '#FFFFFF', '#FF0000', 62),
  nation('Portugal', '葡萄牙', 'POR', '#DA291C', '#046A38', 86),
  nation('Czechia', '捷克', 'CZE', '#D7141A', '#11457E', 66),
  nation('Argentina', '阿根廷', 'ARG', '#75AADB', '#FFFFFF', 90),
  nation('Brazil', '巴西', 'BRA', '#FFDF00', '#009C3B', 88),
  nation('Uruguay', '乌拉圭', 'URU', '#5CBFEB', '#FFFFFF', 78),
  nation('Colombia', '哥伦比亚', 'COL', '#FCD116', '#003893', 77),
  nation('Ecuador', '厄瓜多尔', 'ECU', '#FFD100', '#034EA2', 70),
  nation('Mexico', '墨西哥', 'MEX', '#006847', '#CE1126', 73),
  nation('United States', '美国', 'USA', '#FFFFFF', '#0A3161', 74),
  nation('Canada', '加拿大', 'CAN', '#D80621', '#FFFFFF', 68),
  nation('Japan', '日本', 'JPN', '#000555', '#FFFFFF', 76),
  nation('South Korea', '韩国', 'KOR', '#C60C30', '#003478', 72),
  nation('Australia', '澳大利亚', 'AUS', '#FFCD00', '#00843D', 68),
  nation('Iran', '伊朗', 'IRN', '#FFFFFF', '#DA0000', 69),
  nation('Saudi Arabia', '沙特阿拉伯', 'KSA', '#006C35', '#FFFFFF', 62),
  nation('Morocco', '摩洛哥', 'MAR', '#C1272D', '#006233', 78),
  nation('Senegal', '塞内加尔', 'SEN', '#00853F', '#FDEF42', 74),
  nation('Nigeria', '尼日利亚', 'NGA', '#008751', '#FFFFFF', 70),
  nation('Egypt', '埃及', 'EGY', '#CE1126', '#FFFFFF', 68),
  nation('Ghana', '加纳', 'GHA', '#FFFFFF', '#006B3F', 65),
  nation('Norway', '挪威', 'NOR', '#BA0C2F', '#00205B', 74),
  nation('Qatar', '卡塔尔', 'QAT', '#8A1538', '#FFFFFF', 60),
];

/** Euro 2024 groups A–F by team code, in the real draw. */
export const EURO_2024_GROUPS: Readonly<Record<string, readonly string[]>> = {
  A: ['GER', 'SCO', 'HUN', 'SUI'],
  B: ['ESP', 'CRO', 'ITA', 'ALB'],
  C: ['SVN', 'DEN', 'SRB', 'ENG'],
  D: ['POL', 'NED', 'AUT', 'FRA'],
  E: ['BEL', 'SVK', 'ROU', 'UKR'],
  F: ['TUR', 'GEO', 'POR', 'CZE'],
};

/** The 32 teams of the world's World Cup, drawn into 8 groups by strength pots. */
export const WORLD_CUP_TEAM_CODES: readonly string[] = [
  'ARG',
  'FRA',
  'ESP',
  'ENG',
  'BRA',
  'POR',
  'NED',
  'GER',
  'BEL',
  'CRO',
  'URU',
  'MAR',
  'COL',
  'ITA',
  'JPN',
  'DEN',
  'SUI',
  'USA',
  'MEX',
  'NOR',
  'SEN',
  'KOR',
  'ECU',
  'IRN',
  'AUS',
  'CAN',
  'NGA',
  'EGY',
  'AUT',
  'GHA',
  'KSA',
  'QAT',
];
