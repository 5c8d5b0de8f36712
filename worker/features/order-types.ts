import { registerConversation } from "../realtime/conversation-kinds";
import { adsFulfilment } from "./ads/ads-fulfilment";
import { adviceFulfilment } from "./advice/advice-fulfilment";
import { adviceConversation } from "./advice/advice-realtime";
import { customFulfilment } from "./custom/custom-fulfilment";
import { customConversation } from "./custom/custom-realtime";
import { memberFulfilment } from "./membership/membership-fulfilment";
import { registerFulfilment, registerFulfilmentForEveryType } from "./orders/fulfilment-registry";
import { templateFulfilment } from "./orders/template-fulfilment";
import { pointsFulfilment } from "./points/points-fulfilment";

// The one place that wires order types to the orders domain (ADR 0012) and their conversations to the
// chat rooms (ADR 0015). Imported for its effect by
// worker/app.ts and worker/scheduled.ts (hence by every entry and test that builds the app), before
// any order is paid, refunded or closed. A new order type adds its line here.
registerFulfilment("TEMPLATE", templateFulfilment);
registerFulfilment("MEMBER", memberFulfilment);
registerFulfilment("ADVICE", adviceFulfilment);
registerFulfilment("ADS", adsFulfilment);
registerFulfilment("CONTRACT_CUSTOMIZATION", customFulfilment);
registerFulfilment("CONTRACT_REVIEW", customFulfilment);
registerFulfilmentForEveryType(pointsFulfilment);
registerConversation("advice", adviceConversation);
registerConversation("custom", customConversation);
