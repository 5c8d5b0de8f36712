import { createContext } from "react";

/**
 * This request's Content-Security-Policy nonce, provided by entry.server around the whole document so
 * the root layout can hand it to React Router's inline scripts. Undefined in the browser: a nonce
 * matters only in the server's HTML.
 */
export const NonceContext = createContext<string | undefined>(undefined);
