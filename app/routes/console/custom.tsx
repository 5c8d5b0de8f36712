import { pageOf } from "#core/page";
import { ConsoleOrderList } from "~/components/console/order-search";
import { consoleCustomAction } from "~/components/custom-service/service-action.server";
import { ServiceCard } from "~/components/custom-service/service-card";
import { canReassign, ServiceDetailView } from "~/components/custom-service/service-detail";
import { ServiceOrderList, StatusTabs, tabOf } from "~/components/service-order/order-list";
import { loadOrderDetail } from "~/components/service-order/order-loaders.server";
import { EmptyState } from "~/components/ui/empty-state";
import { userMessage } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/custom";

// 定制订单: every contract customisation and review order, found by order number, subject or lawyer
// name. ?id= opens one read-only with its conversation and deliveries, where the console rules on a
// refund dispute or moves the order to another lawyer.
const TABS = [
  { key: "all", label: "全部" },
  { key: "submitted", label: "待接单" },
  { key: "serving", label: "服务中" },
  { key: "delivered", label: "已交付" },
  { key: "done", label: "已完成" },
  { key: "refund", label: "退款" },
] as const;

export const meta: Route.MetaFunction = () => [{ title: "定制订单 - 运营后台" }];

/** Published lawyers who offer customisation or review: the ones an order can be moved to. */
async function candidates(caller: ReturnType<typeof api>) {
  const page = await caller.lawyers.list({ size: 50, sort: "activity" });
  return page.records.filter((l) => l.services.some((s) => s.key === "custom" || s.key === "review")).map((l) => ({ id: l.id, name: l.name, firm: l.firm }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.session.user;
  if (!user) return null;
  const params = new URL(request.url).searchParams;
  const caller = api(context);
  const id = params.get("id");
  if (id !== null) {
    const detail = await loadOrderDetail(context, "custom", id, "admin", user.id);
    return { ...detail, lawyers: canReassign(detail.order) ? await candidates(caller) : [] };
  }
  const tab = tabOf(TABS, params.get("tab"));
  const q = (params.get("q") ?? "").trim().slice(0, 40);
  try {
    const page = await caller.custom.adminPage({ tab, q: q || undefined, current: pageOf(params.get("current")), size: 20 });
    return { view: "list" as const, page, tab, q, error: null };
  } catch (e) {
    return { view: "list" as const, page: null, tab, q, error: userMessage(e) };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return consoleCustomAction(request, context);
}

export default function ConsoleCustom({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  if (loaderData.view === "detail") {
    const { order: c, records, me, lawyers } = loaderData;
    return <ServiceDetailView c={c} records={records} me={me} back="/console/custom" candidates={lawyers} />;
  }
  const { page, tab, q, error } = loaderData;
  const query = (key: string) => {
    const params = new URLSearchParams();
    if (key !== "all") params.set("tab", key);
    if (q) params.set("q", q);
    const text = params.toString();
    return text ? `/console/custom?${text}` : "/console/custom";
  };
  return (
    <ConsoleOrderList
      title="定制订单"
      tab={tab}
      search={{ name: "q", value: q, placeholder: "订单号、合同标的或律师姓名", label: "搜索定制订单", maxLength: 40, wide: true }}
      tabs={<StatusTabs label="定制订单状态" current={tab} tabs={TABS.map((t) => ({ ...t, href: query(t.key) }))} />}
      error={error}
    >
      {page ? (
        <ServiceOrderList
          page={page}
          pathname="/console/custom"
          card={(c, href) => <ServiceCard c={c} href={href} viewer="admin" />}
          empty={<EmptyState title={q ? `没有找到与“${q}”相关的定制订单` : "没有符合条件的定制订单"} />}
        />
      ) : null}
    </ConsoleOrderList>
  );
}
