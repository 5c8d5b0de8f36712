import { createRequestHandler } from "react-router";
import { createApp } from "./app";
import { scheduled } from "./scheduled";

export { AdCounter } from "./features/ads/ad-counter.do";
export { ChatRoom } from "./realtime/chat-room.do";
export { UserHub } from "./realtime/user-hub.do";

const serverBuild = () => import("virtual:react-router/server-build");
const handlePage = createRequestHandler(serverBuild, import.meta.env.MODE);

// Cached pages are keyed by the client build they point at (page-cache/policy.ts).
const app = createApp({ pages: { build: async () => (await serverBuild()).assets.version } });
// Pages last, with app.all: React Router actions are POSTs.
app.all("*", (c) =>
  handlePage(c.req.raw, {
    cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
    trpc: c.get("trpc"),
    session: c.get("session"),
    cspNonce: c.get("cspNonce"),
  }),
);

export default {
  fetch: app.fetch,
  scheduled: async (controller, env) => {
    await scheduled(controller, env);
  },
} satisfies ExportedHandler<Env>;
