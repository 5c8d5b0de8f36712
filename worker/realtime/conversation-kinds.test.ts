import { describe, expect, it } from "vitest";
import "#worker/features/order-types";
import { conversationKind, registerConversation, subjectOf } from "./conversation-kinds";

// Source text of the rooms and the chat transport, read at build time by Vite (workerd has no file system).
const realtime = import.meta.glob<string>("./**/*.ts", { query: "?raw", import: "default", eager: true });
const chat = import.meta.glob<string>("../features/chat/**/*.ts", { query: "?raw", import: "default", eager: true });
const SERVICES = /(?:from|import)\s*\(?\s*["'](?:\.\.\/features\/|\.\.\/|#worker\/features\/)(advice|custom)\//;

describe("service conversations (ADR 0015)", () => {
  it("the room and the chat transport import no service: each service registers its conversation", () => {
    const offenders = Object.entries({ ...realtime, ...chat })
      .filter(([path, text]) => !path.endsWith(".test.ts") && SERVICES.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it("advice and custom conversations are registered once, from the composition module", () => {
    expect(conversationKind("advice").expired).toBeTypeOf("function");
    expect(conversationKind("custom").room).toBeTypeOf("function");
    expect(() => registerConversation("advice", conversationKind("advice"))).toThrow(/registered twice/);
  });

  it("a chats row names its subject by whichever of advice_id and custom_id is set", () => {
    expect(subjectOf({ adviceId: 7, customId: null })).toEqual({ subject: "advice", subjectId: 7 });
    expect(subjectOf({ adviceId: null, customId: 9 })).toEqual({ subject: "custom", subjectId: 9 });
  });
});
