import { createApp } from "#worker/app";

export { AdCounter } from "#worker/features/ads/ad-counter.do";
export { ChatRoom } from "#worker/realtime/chat-room.do";
export { UserHub } from "#worker/realtime/user-hub.do";

export default { fetch: createApp().fetch } satisfies ExportedHandler<Env>;
