import type { SqlValue } from "./sql.ts";

/** The ad placements on sale (prices per day in fen). */
export function adSlotRows(): Record<string, Record<string, SqlValue>[]> {
  return {
    ad_slots: [
      {
        id: 1,
        code: "navbar",
        name: "导航栏推广位",
        location: "navbar",
        description: "显示在网站主导航栏末尾，所有页面可见，适合推广律师主页或专题文章",
        capacity: 3,
        day_price_fen: 3000,
        sort: 1,
      },
      {
        id: 2,
        code: "home",
        name: "合同库首页推荐位",
        location: "home",
        description: "显示在合同库首页顶部，面向正在查找合同范本的企业与个人",
        capacity: 4,
        day_price_fen: 2000,
        sort: 2,
      },
      {
        id: 3,
        code: "lawyers",
        name: "找律师置顶推荐",
        location: "lawyers",
        description: "显示在找律师列表顶部的推荐律师栏，直接面向有委托需求的用户",
        capacity: 5,
        day_price_fen: 2500,
        sort: 3,
      },
    ],
  };
}
