// Courts the teaching cases are set in. abbr is the court code of the case number (《人民法院案件类型及其
// 代字标准》: 省份简称 + 行政区划代码后四位 for 基层法院, + 两位序号 for 中级法院); region is the GB/T 2260
// code of the court's seat (district, city, or province for municipal intermediate and high courts).

export type Court = { name: string; abbr: string; level: 1 | 2 | 3 | 4; region: string | null; appeal?: CourtKey };

export const COURTS = {
  // 基层人民法院
  "bj-chaoyang": { name: "北京市朝阳区人民法院", abbr: "京0105", level: 1, region: "110105", appeal: "bj-3" },
  "bj-haidian": { name: "北京市海淀区人民法院", abbr: "京0108", level: 1, region: "110108", appeal: "bj-1" },
  "bj-xicheng": { name: "北京市西城区人民法院", abbr: "京0102", level: 1, region: "110102", appeal: "bj-2" },
  "bj-internet": { name: "北京互联网法院", abbr: "京0491", level: 1, region: "110000", appeal: "bj-4" },
  "sh-pudong": { name: "上海市浦东新区人民法院", abbr: "沪0115", level: 1, region: "310115", appeal: "sh-1" },
  "sh-minhang": { name: "上海市闵行区人民法院", abbr: "沪0112", level: 1, region: "310112", appeal: "sh-1" },
  "sh-yangpu": { name: "上海市杨浦区人民法院", abbr: "沪0110", level: 1, region: "310110", appeal: "sh-2" },
  "hz-xihu": { name: "杭州市西湖区人民法院", abbr: "浙0106", level: 1, region: "330106", appeal: "hz" },
  "hz-yuhang": { name: "杭州市余杭区人民法院", abbr: "浙0110", level: 1, region: "330110", appeal: "hz" },
  "nb-yinzhou": { name: "宁波市鄞州区人民法院", abbr: "浙0212", level: 1, region: "330212", appeal: "nb" },
  "gz-tianhe": { name: "广州市天河区人民法院", abbr: "粤0106", level: 1, region: "440106", appeal: "gz" },
  "sz-nanshan": { name: "深圳市南山区人民法院", abbr: "粤0305", level: 1, region: "440305", appeal: "sz" },
  "sz-futian": { name: "深圳市福田区人民法院", abbr: "粤0304", level: 1, region: "440304", appeal: "sz" },
  "nj-gulou": { name: "南京市鼓楼区人民法院", abbr: "苏0106", level: 1, region: "320106", appeal: "nj" },
  "su-huqiu": { name: "苏州市虎丘区人民法院", abbr: "苏0505", level: 1, region: "320505", appeal: "su" },
  "cd-wuhou": { name: "成都市武侯区人民法院", abbr: "川0107", level: 1, region: "510107", appeal: "cd" },
  "wh-jianghan": { name: "武汉市江汉区人民法院", abbr: "鄂0103", level: 1, region: "420103", appeal: "wh" },
  "cs-yuelu": { name: "长沙市岳麓区人民法院", abbr: "湘0104", level: 1, region: "430104", appeal: "cs" },
  "zz-jinshui": { name: "郑州市金水区人民法院", abbr: "豫0105", level: 1, region: "410105", appeal: "zz" },
  "jn-lixia": { name: "济南市历下区人民法院", abbr: "鲁0102", level: 1, region: "370102", appeal: "jn" },
  "xa-yanta": { name: "西安市雁塔区人民法院", abbr: "陕0113", level: 1, region: "610113", appeal: "xa" },
  "cq-yubei": { name: "重庆市渝北区人民法院", abbr: "渝0112", level: 1, region: "500112", appeal: "cq-1" },
  "xm-siming": { name: "厦门市思明区人民法院", abbr: "闽0203", level: 1, region: "350203", appeal: "xm" },
  "hf-shushan": { name: "合肥市蜀山区人民法院", abbr: "皖0104", level: 1, region: "340104", appeal: "hf" },
  // 中级人民法院
  "bj-1": { name: "北京市第一中级人民法院", abbr: "京01", level: 2, region: "110000", appeal: "bj-high" },
  "bj-2": { name: "北京市第二中级人民法院", abbr: "京02", level: 2, region: "110000", appeal: "bj-high" },
  "bj-3": { name: "北京市第三中级人民法院", abbr: "京03", level: 2, region: "110000", appeal: "bj-high" },
  "bj-4": { name: "北京市第四中级人民法院", abbr: "京04", level: 2, region: "110000", appeal: "bj-high" },
  // 北京互联网法院的著作权等知识产权案件上诉于此，不上诉于北京四中院（appealTo）。
  "bj-ip": { name: "北京知识产权法院", abbr: "京73", level: 2, region: "110000", appeal: "bj-high" },
  "sh-1": { name: "上海市第一中级人民法院", abbr: "沪01", level: 2, region: "310000" },
  "sh-2": { name: "上海市第二中级人民法院", abbr: "沪02", level: 2, region: "310000" },
  hz: { name: "浙江省杭州市中级人民法院", abbr: "浙01", level: 2, region: "330100", appeal: "zj-high" },
  nb: { name: "浙江省宁波市中级人民法院", abbr: "浙02", level: 2, region: "330200", appeal: "zj-high" },
  gz: { name: "广东省广州市中级人民法院", abbr: "粤01", level: 2, region: "440100", appeal: "gd-high" },
  sz: { name: "广东省深圳市中级人民法院", abbr: "粤03", level: 2, region: "440300", appeal: "gd-high" },
  nj: { name: "江苏省南京市中级人民法院", abbr: "苏01", level: 2, region: "320100", appeal: "js-high" },
  su: { name: "江苏省苏州市中级人民法院", abbr: "苏05", level: 2, region: "320500", appeal: "js-high" },
  cd: { name: "四川省成都市中级人民法院", abbr: "川01", level: 2, region: "510100", appeal: "sc-high" },
  wh: { name: "湖北省武汉市中级人民法院", abbr: "鄂01", level: 2, region: "420100" },
  cs: { name: "湖南省长沙市中级人民法院", abbr: "湘01", level: 2, region: "430100" },
  zz: { name: "河南省郑州市中级人民法院", abbr: "豫01", level: 2, region: "410100" },
  jn: { name: "山东省济南市中级人民法院", abbr: "鲁01", level: 2, region: "370100", appeal: "sd-high" },
  xa: { name: "陕西省西安市中级人民法院", abbr: "陕01", level: 2, region: "610100" },
  "cq-1": { name: "重庆市第一中级人民法院", abbr: "渝01", level: 2, region: "500000" },
  xm: { name: "福建省厦门市中级人民法院", abbr: "闽02", level: 2, region: "350200" },
  hf: { name: "安徽省合肥市中级人民法院", abbr: "皖01", level: 2, region: "340100" },
  // 高级人民法院
  "bj-high": { name: "北京市高级人民法院", abbr: "京", level: 3, region: "110000", appeal: "spc" },
  "zj-high": { name: "浙江省高级人民法院", abbr: "浙", level: 3, region: "330000", appeal: "spc" },
  "gd-high": { name: "广东省高级人民法院", abbr: "粤", level: 3, region: "440000", appeal: "spc" },
  "js-high": { name: "江苏省高级人民法院", abbr: "苏", level: 3, region: "320000", appeal: "spc" },
  "sc-high": { name: "四川省高级人民法院", abbr: "川", level: 3, region: "510000", appeal: "spc" },
  "sd-high": { name: "山东省高级人民法院", abbr: "鲁", level: 3, region: "370000", appeal: "spc" },
  // 最高人民法院
  spc: { name: "最高人民法院", abbr: "最高法", level: 4, region: null },
} satisfies Record<string, { name: string; abbr: string; level: 1 | 2 | 3 | 4; region: string | null; appeal?: string }>;

export type CourtKey = keyof typeof COURTS;

export function court(key: CourtKey): Court {
  return COURTS[key] as Court;
}
