import { type AppLoadContext, data } from "react-router";
import { pageOf } from "#core/page";
import { tabOf } from "~/components/service-order/order-list";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";

const ID = /^[1-9]\d{0,9}$/;

// The loaders of the service order pages (/myAdvice, /adviceService, /custom, /lawyer/customService
// and the console's).

/** How each service reads the user's orders, one order and its conversation. */
const SERVICES = {
  advice: (context: AppLoadContext) => {
    const caller = api(context).advice;
    return {
      mine: (input: Parameters<typeof caller.mine>[0]) => caller.mine(input),
      detail: (id: number) => caller.detail({ id }),
      records: async (_id: number, chatId: number) => (await caller.chatRecord({ chatId })).records,
    };
  },
  custom: (context: AppLoadContext) => {
    const caller = api(context).custom;
    return {
      mine: (input: Parameters<typeof caller.mine>[0]) => caller.mine(input),
      detail: (id: number) => caller.detail({ id }),
      records: async (id: number) => (await caller.chatRecord({ id })).records,
    };
  },
};

type Service = keyof typeof SERVICES;
type Reader<S extends Service> = ReturnType<(typeof SERVICES)[S]>;
type Detail<S extends Service> = Awaited<ReturnType<Reader<S>["detail"]>>;
type Records<S extends Service> = Awaited<ReturnType<Reader<S>["records"]>>;

/**
 * ?id= on a service order page: the order as the given viewer sees it (the console sees every order), with its
 * conversation where that viewer may read it; anything else is the ordinary 404.
 */
export async function loadOrderDetail<S extends Service>(context: AppLoadContext, service: S, idText: string, viewer: "user" | "lawyer" | "admin", me: number) {
  if (!ID.test(idText)) throw data(null, { status: 404 });
  const reader = SERVICES[service](context) as Reader<S>;
  const order = await orNotFound(reader.detail(Number(idText)) as Promise<Detail<S>>);
  if (!order || (viewer !== "admin" && order.viewer !== viewer)) throw data(null, { status: 404 });
  // A lawyer to whom a waiting order is only offered reads what is asked, not the conversation.
  const readable = viewer !== "lawyer" || order.lawyerId === me;
  const records = order.chatId !== null && readable ? ((await reader.records(order.id, order.chatId)) as Records<S>) : null;
  return { view: "detail" as const, order, records, me };
}

type MineInput<S extends Service> = Parameters<Reader<S>["mine"]>[0];

/** A user's list of one service: ?id= opens one order, else one page (10 orders) of the ?tab=. */
export async function loadMyOrders<S extends Service>(
  context: AppLoadContext,
  url: string,
  service: S,
  tabs: readonly { key: NonNullable<MineInput<S>["tab"]> }[],
  me: number,
) {
  const params = new URL(url).searchParams;
  const id = params.get("id");
  if (id !== null) return loadOrderDetail(context, service, id, "user", me);
  const tab = tabOf(tabs, params.get("tab"));
  const mine = SERVICES[service](context).mine as (input: MineInput<S>) => ReturnType<Reader<S>["mine"]>;
  const page = await mine({ tab, current: pageOf(params.get("current")), size: 10 } as MineInput<S>);
  return { view: "list" as const, page, tab, me };
}
