/**
 * Simplified → Traditional, one character each, for the characters the server's names and sentences are
 * written with (OpenCC 1.1.6's STCharacters, its first form, then its TWVariants and HKVariants, which
 * agree: 為 and 眾, not the older 爲 and 衆; 群 and 峰 as Simplified writes them): names.ts turns
 * each name with it when the world is built. Only characters Traditional never writes: 里昂's 里 and 后卫's 后 stay as they
 * are. zh-TW and zh-HK share it (their names differ little beyond this). Regenerate with
 * `opencc_dict -i STCharacters.ocd2 -t text` over the characters in shell-demo/server.
 */
const SIMPLIFIED =
  '与专业东丝两个为举么乌乐乔书买乱亏亚从们众优会传伤伦体侠儿兑兰关兴兹内冈册写军冯冲决况凯击刘则刚删别务动劲劳势区华单卢卧卫历厕参' +
  '双发变号吕吗吴员响围国图圣场备复头奖奥妈孙实审宫宾对导将尔层属巅币帅师带并库应废开张弹强当录径怀态总战户扑扬抢报拟择换数断无时显' +
  '暂术机权条来杨构标样梦检欢欧残毕气汉汤没泽测温滚满潜灵点热爱状犹独猎猫玛现琼电画畅盖盘矶码礼积稳竞笔签篮类紧红约级纪纳纽线练组经' +
  '结给绝继绩续维综绿编缪网罗罚联胆脑脚节苏药莱获萨蒋虚袭见观规计让记许论设访证评诈试话该误诱说请诺谁调谊谢谨贝负败账货质购费贾资赔' +
  '赖赛赢赵轮轻较辅边达过迈还这进违连选逊递邓郑钟钥铁销锋错锡锦长门问间闷队阳阵阶际陈隐韦韩页顶项顺须顿预领频题颜额风飞马驱驻骂验骑' +
  '骗鱼鲁鲍鹈鹕鹰麦黄齐龙';
const TRADITIONAL =
  '與專業東絲兩個為舉麼烏樂喬書買亂虧亞從們眾優會傳傷倫體俠兒兌蘭關興茲內岡冊寫軍馮衝決況凱擊劉則剛刪別務動勁勞勢區華單盧臥衛歷廁參' +
  '雙發變號呂嗎吳員響圍國圖聖場備復頭獎奧媽孫實審宮賓對導將爾層屬巔幣帥師帶並庫應廢開張彈強當錄徑懷態總戰戶撲揚搶報擬擇換數斷無時顯' +
  '暫術機權條來楊構標樣夢檢歡歐殘畢氣漢湯沒澤測溫滾滿潛靈點熱愛狀猶獨獵貓瑪現瓊電畫暢蓋盤磯碼禮積穩競筆籤籃類緊紅約級紀納紐線練組經' +
  '結給絕繼績續維綜綠編繆網羅罰聯膽腦腳節蘇藥萊獲薩蔣虛襲見觀規計讓記許論設訪證評詐試話該誤誘說請諾誰調誼謝謹貝負敗賬貨質購費賈資賠' +
  '賴賽贏趙輪輕較輔邊達過邁還這進違連選遜遞鄧鄭鍾鑰鐵銷鋒錯錫錦長門問間悶隊陽陣階際陳隱韋韓頁頂項順須頓預領頻題顏額風飛馬驅駐罵驗騎' +
  '騙魚魯鮑鵜鶘鷹麥黃齊龍';

const TABLE: ReadonlyMap<string, string> = new Map(
  [...SIMPLIFIED].map((char, index) => [char, [...TRADITIONAL][index]!]),
);

/** `text` in Traditional characters, as far as the table knows them. */
export const toTraditional = (text: string): string => [...text].map((char) => TABLE.get(char) ?? char).join('');
