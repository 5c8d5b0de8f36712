// What a ChatRoom knows about its conversation, shared by the room, the registry of services and the
// chat pages (type-only, so the room imports no service).

/** The service a conversation is about: an online advice order or a customisation/review order. */
export type ConversationSubject = "advice" | "custom";
export type ChatRole = "user" | "lawyer" | "robot" | "system";
export type ChatKind = "text" | "image" | "file" | "notice";
export type ChatMessage = { seq: number; senderId: number | null; senderRole: ChatRole; kind: ChatKind; body: string; createdAt: number };
export type MemberRole = "user" | "lawyer" | "admin";
/** `closedText`: what a party is told when sending into the ended conversation. */
export type RoomMeta = {
  chatId: number;
  subject: ConversationSubject;
  subjectId: number;
  userId: number;
  lawyerId: number | null;
  closed: boolean;
  endsAt: number | null;
  closedText: string;
};

/** Messages a client receives on the room socket. */
export type RoomEvent =
  | { type: "history"; messages: ChatMessage[]; closed: boolean; endsAt: number | null; role: MemberRole }
  | { type: "message"; message: ChatMessage; clientId?: string }
  | { type: "closed"; reason: string }
  | { type: "error"; message: string; clientId?: string };
