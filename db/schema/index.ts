export * from "./accounts";
export * from "./brand";
export * from "./libraries";
export * from "./orders";
export * from "./regions";
export * from "./settle-in";
export * from "./site";
export * from "./templates";
