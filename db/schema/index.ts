export * from "./accounts";
export * from "./regions";
export * from "./settle-in";
export * from "./site";
export * from "./templates";
