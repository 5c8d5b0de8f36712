import { createApp } from "#worker/app";

export { UserHub } from "#worker/realtime/user-hub.do";

export default { fetch: createApp().fetch } satisfies ExportedHandler<Env>;
