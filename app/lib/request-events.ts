// Browser-wide signals between the API client and the chrome (progress bar, login dialog).
export const REQUEST_ERROR_EVENT = "qihe:request-error";
export const SESSION_EXPIRED_EVENT = "qihe:session-expired";

export function reportRequestError(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(REQUEST_ERROR_EVENT));
}

export function reportSessionExpired(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}
