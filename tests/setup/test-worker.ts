import { createApp } from "#worker/app";

export { ChatRoom } from "#worker/realtime/chat-room.do";
export { UserHub } from "#worker/realtime/user-hub.do";

export default { fetch: createApp().fetch } satisfies ExportedHandler<Env>;
