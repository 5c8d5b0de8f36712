/**
 * A provider's refusal: `message` is Chinese and may be shown to the user; `vendorCode` is the
 * provider's own error code (e.g. isv.BUSINESS_LIMIT_CONTROL, InvalidToAddress), for logs only.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly vendorCode?: string,
  ) {
    super(message);
  }
}
