import type { OrderType } from "#core/orders";

// The tabs of /myOrder (SPEC §2 sub-views order-template, order-custom, order-advice, order-ads,
// plus membership). 定制订单 covers two order types, picked with a second row of links.
export type OrderTab = { label: string; types: readonly OrderType[]; empty: { text: string; to: string; link: string } };

export const ORDER_TABS: readonly OrderTab[] = [
  { label: "全部订单", types: [], empty: { text: "您还没有任何订单", to: "/", link: "去合同库挑选范本" } },
  { label: "范本订单", types: ["TEMPLATE"], empty: { text: "暂无范本订单", to: "/", link: "去合同库挑选范本" } },
  { label: "会员订单", types: ["MEMBER"], empty: { text: "暂无会员订单", to: "/myMember", link: "开通VIP会员" } },
  {
    label: "定制订单",
    types: ["CONTRACT_CUSTOMIZATION", "CONTRACT_REVIEW"],
    empty: { text: "暂无定制与审核订单", to: "/buyCustom/buyCustom", link: "了解律师合同定制服务" },
  },
  { label: "咨询订单", types: ["ADVICE"], empty: { text: "暂无咨询订单", to: "/onLineAdvice/onLineAdvice", link: "了解律师在线咨询" } },
  { label: "广告订单", types: ["ADS"], empty: { text: "暂无广告订单", to: "/subPackageDetails/AdsBuy/AdsBuy", link: "了解广告投放" } },
];

export function tabOf(type: OrderType | undefined): OrderTab {
  return ORDER_TABS.find((t) => (type ? t.types.includes(type) : t.types.length === 0)) ?? (ORDER_TABS[0] as OrderTab);
}
