/**
 * Simplified → Traditional, one character each, for the characters the world's names are written
 * with (OpenCC 1.1.6's STCharacters, its first form): names.ts turns each name with it when the
 * world is built. Only characters Traditional never writes: 里昂's 里 and 后卫's 后 stay as they
 * are. zh-TW and zh-HK share it (their names differ little beyond this). Regenerate with
 * `opencc_dict -i STCharacters.ocd2 -t text` over the characters in shell-demo/server/world.
 */
const SIMPLIFIED =
  '与专业东丝两个为么乌乐乔书买亚从们优会伤伦体侠兰关兴兹内冈军冲决况凯击刘删动劲劳势区华单卢卫历双发变员响国图圣场备复奖奥' +
  '实宫宾对将尔峰师带库废开张强当怀态总战户扑扬抢换数断无时显暂术机来杨构样梦检欢欧毕气汉汤没泽满潜灵点热爱状犹独猎猫现琼电' +
  '画盖盘矶礼稳竞篮红约级纳纽线组经结给继绩续维综绿缪网罗罚联胆脚节苏药莱获萨袭见规计让记论评话该诱说请诺谊谢谨贝负败货购费' +
  '贾资赔赖赛赢轮轻较辅边达过迈这进连选逊铁锋错锡长门间闷队阳阵际隐韦韩顺顿预颜风飞马驱驻验骑鱼鲁鲍鹈鹕鹰麦黄齐龙';
const TRADITIONAL =
  '與專業東絲兩個爲麼烏樂喬書買亞從們優會傷倫體俠蘭關興茲內岡軍衝決況凱擊劉刪動勁勞勢區華單盧衛歷雙發變員響國圖聖場備復獎奧' +
  '實宮賓對將爾峯師帶庫廢開張強當懷態總戰戶撲揚搶換數斷無時顯暫術機來楊構樣夢檢歡歐畢氣漢湯沒澤滿潛靈點熱愛狀猶獨獵貓現瓊電' +
  '畫蓋盤磯禮穩競籃紅約級納紐線組經結給繼績續維綜綠繆網羅罰聯膽腳節蘇藥萊獲薩襲見規計讓記論評話該誘說請諾誼謝謹貝負敗貨購費' +
  '賈資賠賴賽贏輪輕較輔邊達過邁這進連選遜鐵鋒錯錫長門間悶隊陽陣際隱韋韓順頓預顏風飛馬驅駐驗騎魚魯鮑鵜鶘鷹麥黃齊龍';

const TABLE: ReadonlyMap<string, string> = new Map(
  [...SIMPLIFIED].map((char, index) => [char, [...TRADITIONAL][index]!]),
);

/** `text` in Traditional characters, as far as the table knows them. */
export const toTraditional = (text: string): string => [...text].map((char) => TABLE.get(char) ?? char).join('');
